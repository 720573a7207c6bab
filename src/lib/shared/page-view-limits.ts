// A page view's path and referrer: the beacon (islands/store/page-view.ts) cuts them to these before sending, and
// pageViewSchema (contracts/store.ts) takes no more. A module of its own: every page loads the beacon, so it carries
// only these two numbers, not the forms' limits (text-limits.ts).
export const PAGE_PATH_MAX = 300;
export const PAGE_REFERRER_MAX = 500;
