// The one axe-core check of the browser tests: WCAG 2.2 A/AA and best-practice rules, failing on serious
// or critical violations. axe is injected once per document (it is 500 KB of script), so checking the same
// page at two widths, or with a dialog open, parses it once.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * The rules of those tags that can report a serious or critical violation (axe's rule metadata: a rule's impact
 * is the highest its checks report; a rule without one is kept). Rules that can only say minor or moderate
 * (landmarks, heading order…) cannot fail this check, so they are not run: about a fifth of axe's time on a
 * long page.
 */
const { rules } = (require('axe-core') as { _audit: { rules: { id: string; tags: string[]; impact?: string }[] } })._audit;
export const AXE_RULES = rules
  .filter((r) => r.tags.some((t) => AXE_TAGS.includes(t)) && !['minor', 'moderate'].includes(r.impact ?? ''))
  .map((r) => r.id);

interface Found {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string }[];
}

/**
 * Serious and critical violations on the page as it is now (or inside the element `scope` selects), one line
 * each: rule, impact, up to three elements.
 */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = (await page.evaluate(
    async ({ rules, scope }) => {
      type Raw = { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] };
      const axe = (window as unknown as { axe: { run: (ctx: Document | object, opts: object) => Promise<{ violations: Raw[] }> } }).axe;
      const r = await axe.run(scope ? { include: [scope] } : document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, summary: n.failureSummary ?? '' })),
      }));
    },
    { rules: AXE_RULES, scope },
  )) as Found[];
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} [${n.summary.replace(/\s+/g, ' ').slice(0, 160)}]`)
          .join(' | ')}`,
    );
}

/** axe-core on the current page: no serious or critical violation. */
export async function expectAccessible(page: Page, where = '', scope?: string) {
  expect(await seriousViolations(page, scope), where).toEqual([]);
}
