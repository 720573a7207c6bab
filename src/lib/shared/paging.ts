// Page numbers and list sizes come from bounded ranges: one place for the bounds.
export const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** A page number read from a query string: 1 to 1000 (anything else is page 1). */
export const pageParam = (raw: string | null | undefined) => clamp(Number(raw) || 1, 1, 1000);

/** Rows an operator list answers: 1 to `max` (500 unless a list says otherwise). */
export const operatorLimit = (n: number, max = 500) => clamp(n, 1, max);
