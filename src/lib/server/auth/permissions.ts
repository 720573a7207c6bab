// The server's view of the permission table, which lives in src/lib/shared/permissions.ts so that pages and
// islands show exactly what the server allows. Checks on calls: context.ts requirePermission and the domains.
export * from '~/lib/shared/permissions.ts';
