import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * axe-core for the browser suites: WCAG 2.1 A and AA rules, serious and critical findings kept. The storefront's
 * CSP admits only its own scripts, so pages audited this way are opened with `AUDITED` (CSP bypassed in the
 * test's browser only). axe is injected once per document and reused by every later check of that document.
 */
export const AUDITED = { bypassCSP: true } as const;
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  readonly where: string;
  readonly rule: string;
  readonly impact: string;
  readonly targets: string[];
}

/**
 * The page is settled when it has loaded, no spinner (role progressbar: requests in flight, a lazy page
 * arriving) has shown for a quarter of a second and no animation runs (a modal fading in would be audited at
 * half its contrast). Faster than 'networkidle', which waits out every request.
 */
export const settled = (page: Page) =>
  page.waitForLoadState('load').then(() =>
    page.waitForFunction(
      () => {
        const w = window as unknown as { quietSince?: number };
        const busy = document.querySelector('[role="progressbar"]') || document.getAnimations().some((a) => a.playState === 'running');
        if (busy) w.quietSince = undefined;
        else w.quietSince ??= performance.now();
        return w.quietSince !== undefined && performance.now() - w.quietSince > 250;
      },
      undefined,
      { polling: 50, timeout: 20_000 },
    ),
  );

/**
 * Audits the page as it is now (`within`: a CSS selector to audit only that part, e.g. the wizard, whose header and
 * footer are the shell's and audited elsewhere).
 */
export const audit = async (page: Page, where: string, within?: string): Promise<Finding[]> => {
  await page.waitForFunction(() => !document.getAnimations().some((a) => a.playState === 'running'), undefined, { polling: 50, timeout: 10_000 });
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(
    async ({ tags, selector }) => {
      type Axe = { run: (context: object, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const result = await axe.run(selector ? { include: [[selector]] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? 'unknown', targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
    },
    { tags: WCAG_21_AA, selector: within },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ where, ...v }));
};
