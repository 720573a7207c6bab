// CSP violations as the browser sees them, for the sweeps that load pages under the policy (security-csp.spec.ts for
// the store, admin-screens.spec.ts for the back office).
import type { Page } from '@playwright/test';

/** Records every CSP violation the page reports (DOM event) or the browser logs (console), from the first byte on. */
export async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} on ${location.pathname} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) seen.push(`console: ${m.text()}`);
  });
  return seen;
}
