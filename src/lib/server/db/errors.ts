// The one reader of PostgreSQL error codes (SQLSTATE), as node-postgres and PGlite throw them, possibly wrapped
// by Drizzle in errors whose `cause` holds the database's own. Callers ask by meaning, never by number.
export const PG_CODES = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** The error and the errors it wraps (`cause`), at most five deep. */
function* chain(e: unknown): Generator<object> {
  for (let x: unknown = e, i = 0; x && typeof x === 'object' && i < 5; x = (x as { cause?: unknown }).cause, i++) yield x;
}

/** Whether the error, or one it wraps, carries this SQLSTATE. */
export function hasPgCode(e: unknown, code: string): boolean {
  for (const x of chain(e)) if ((x as { code?: unknown }).code === code) return true;
  return false;
}

export const isUniqueViolation = (e: unknown) => hasPgCode(e, PG_CODES.uniqueViolation);
export const isForeignKeyViolation = (e: unknown) => hasPgCode(e, PG_CODES.foreignKeyViolation);
