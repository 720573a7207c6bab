// The longest text a field takes: one number for the schema that judges the field and the input's maxLength, so a
// form cannot take more than its call accepts. No zod here: islands read it and their bundles stay small.

/** The account's nickname (auth-schemas.ts userEditSchema, NicknameEditor). */
export const NICKNAME_MAX = 30;

/** A delivery address (address.ts): the consignee's name and the street detail. */
export const ADDRESS_TEXT = { realNameMax: 30, detailMax: 120 } as const;

/** A sub-account's real name (sub-account.ts). */
export const SUB_ACCOUNT_NAME_MAX = 30;

/** The buyer's remark on a new order (orders createSchema, the settlement page). */
export const ORDER_REMARK_MAX = 200;

/** The buyer's remark on an invoice application (orders invoiceApplySchema). */
export const INVOICE_REMARK_MAX = 200;

/** The search box of the order and contract lists (orderListQuery, contractListQuery and their pages). */
export const LIST_KEYWORD_MAX = 50;

/** The product search (catalogue.ts productQuerySchema, the header's search box). */
export const PRODUCT_KEYWORD_MAX = 50;

/** A custom line's requirement form (custom-form.ts, the detail page): its print parameters and its note. */
export const CUSTOM_TEXT = { paramsMax: 500, noteMax: 500 } as const;

/** A help page (help.ts, the help editor): title, category, slug and the revision's note. */
export const HELP_TEXT = { titleMax: 60, categoryMax: 20, slugMax: 40, noteMax: 100 } as const;

/**
 * A SKU's code: letters, digits and dashes (catalogue import/schema.ts skuShape, which the import and the back
 * office's product form share; the product editor's SKU 编码 input). The skus.sku_code column is varchar(40).
 */
export const SKU_CODE_MAX = 40;
