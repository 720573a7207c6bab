// Page numbers, page counts and list sizes: one place for the paging arithmetic and its bounds.
export const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/** A page number read from a query string: 1 to 1000 (anything else is page 1). */
export const pageParam = (raw: string | null | undefined) => clamp(Number(raw) || 1, 1, 1000);

/** Rows an operator list answers: 1 to `max` (500 unless a list says otherwise). */
export const operatorLimit = (n: number, max = 500) => clamp(n, 1, max);

/** How many pages a list of `total` rows makes at `limit` a page: at least 1, so an empty list still shows page 1. */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
