/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./lib/server/auth/sessions.ts').SessionUser | null;
    /** The raw token the request authenticated with (cookie or bearer). */
    token: string | null;
    /** A signed-in staff member, on /admin and /api/admin only (from the staff cookie). */
    staff: import('./lib/server/staff/sessions.ts').StaffUser | null;
    /**
     * True while a signed-in page shell renders (storefront/member-shell.ts): `user` is then a stand-in of the
     * buyer's audience, and per-user values are rendered as the shell's marks.
     */
    shell?: boolean;
    /** The product a shell's page shows: its fill records the view (a footprint) for each buyer. */
    shellViewed?: number;
  }
}

/** Astro's route table, in the router's priority order (scripts/build/store-server.mjs, for src/server.ts). */
declare module 'virtual:qili/routes' {
  export const routes: import('./lib/server/route-case.ts').RouteLike[];
}
