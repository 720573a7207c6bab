// The whole schema, one module per domain. A domain module owns its tables.
export * from './accounts.ts';
export * from './catalogue.ts';
export * from './site.ts';
export * from './account-centre.ts';
export * from './shopping.ts';
export * from './activities.ts';
export * from './content.ts';
export * from './orders.ts';
export * from './aftersales.ts';
export * from './invoices.ts';
export * from './states.ts';
export * from './staff.ts';
