/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    user: import('./lib/server/auth/sessions.ts').SessionUser | null;
    /** The raw token the request authenticated with (cookie or bearer). */
    token: string | null;
  }
}
