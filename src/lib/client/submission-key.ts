// A form's submission key (contracts: idempotencyKeySchema): made once per visit of the form, sent with each try, so a
// retry after a lost answer or a second tap gets what the first try made instead of a second order or record.

/** 32 random hex characters. */
export function newSubmissionKey(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
