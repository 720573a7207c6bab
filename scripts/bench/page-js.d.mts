// Types for page-js.mjs (the browser tests import it from TypeScript).
export declare const HOME_JS_BUDGET_BYTES: number;
export declare const gzip9: (bytes: Uint8Array) => number;
export declare function ownScripts(html: string): string[];
