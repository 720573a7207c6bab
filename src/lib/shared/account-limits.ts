// How many addresses, sub-accounts and invoice titles an account keeps, and the invoice title's field lengths: read
// by the server's checks and by the islands that show them. No zod here: the schemas that use these numbers
// (address.ts, sub-account.ts, invoice-title.ts) are loaded by a form only when it is used.
import { PHONE_MAX_LENGTH } from './validation.ts';

/** At most this many addresses per account (a B2B buyer ships to a handful of sites). */
export const ADDRESS_LIMIT = 20;
/** At most this many sub-accounts per company. */
export const SUB_ACCOUNT_LIMIT = 20;
/** At most this many saved invoice titles per company. */
export const INVOICE_TITLE_LIMIT = 20;

/** The invoice title's longest texts, for the schema and the form; the account counts its digits. */
export const INVOICE_TITLE_MAX = { title: 100, regAddress: 120, regPhone: PHONE_MAX_LENGTH, bank: 60, bankAccount: 30 } as const;
/** The account as typed: its digits, and a space between groups of four (they are dropped before the check). */
export const BANK_ACCOUNT_INPUT_MAX = INVOICE_TITLE_MAX.bankAccount + Math.ceil(INVOICE_TITLE_MAX.bankAccount / 4);
