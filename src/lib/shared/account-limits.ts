// How many addresses, sub-accounts and invoice titles an account keeps, and the invoice title's field lengths: read
// by the server's checks and by the islands that show them. No zod here: the schemas that use these numbers
// (address.ts, sub-account.ts, invoice-title.ts) are loaded by a form only when it is used.
import { PHONE_MAX_LENGTH } from './validation.ts';
import { ACCOUNT_PAGES } from './account-pages.ts';

/** At most this many addresses per account (a B2B buyer ships to a handful of sites). */
export const ADDRESS_LIMIT = 20;
/** A full capped list's note: why nothing more can be added, and what frees a place (LimitedAdd, the checkout). */
export const limitReached = (limit: number, noun: string) => `已达上限：最多${limit}个${noun}。删除不再使用的${noun}后可新增。`;
/**
 * The server's refusal of one more than a list's limit, the one wording of the three: the form that gets it may
 * stand on another page (the checkout's address form), so it names the page (its menu entry) where a place is freed.
 */
const limitRefusal = (limit: number, noun: string, page: string) =>
  `最多保存${limit}个${noun}，请在“${page}”中删除不再使用的${noun}后再新增`;
/** The server's refusal of a 21st address (the address book's and the checkout's forms). */
export const ADDRESS_LIMIT_REFUSAL = limitRefusal(ADDRESS_LIMIT, '收货地址', ACCOUNT_PAGES.address.label);
/** The server's refusal of an address the account already has (same 收货人, 电话, region and 详细地址), added or edited. */
export const ADDRESS_DUPLICATE_REFUSAL = '该收货地址已存在（收货人、电话、地区和详细地址都相同），请直接选用，无需重复添加';
/** At most this many sub-accounts per company. */
export const SUB_ACCOUNT_LIMIT = 20;
export const SUB_ACCOUNT_LIMIT_REFUSAL = limitRefusal(SUB_ACCOUNT_LIMIT, '子账号', ACCOUNT_PAGES.childAcc.label);
/** At most this many saved invoice titles per company. */
export const INVOICE_TITLE_LIMIT = 20;
export const INVOICE_TITLE_LIMIT_REFUSAL = limitRefusal(INVOICE_TITLE_LIMIT, '发票抬头', ACCOUNT_PAGES.invoiceAdmin.label);

/** The invoice title's longest texts, for the schema and the form; the account counts its digits. */
export const INVOICE_TITLE_MAX = { title: 100, regAddress: 120, regPhone: PHONE_MAX_LENGTH, bank: 60, bankAccount: 30 } as const;
/** The account as typed: its digits, and a space between groups of four (they are dropped before the check). */
export const BANK_ACCOUNT_INPUT_MAX = INVOICE_TITLE_MAX.bankAccount + Math.ceil(INVOICE_TITLE_MAX.bankAccount / 4);
