import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Longest files first, across the projects of one group: with two or three workers, a long file started last keeps
 * one worker busy while the others idle, and CI has a time limit. Vitest orders by the durations it cached; a
 * clean clone has none and would order by file size, which puts short files of long journeys (the accessibility
 * tour) at the end. These are a clean run's figures in seconds on the CI machine (a rough guide: update when a file grows a lot;
 * these are of 2026-11-30, evening, a slow day: files shorter than 15 s keep vitest's order, after these).
 */
const SECONDS: Readonly<Record<string, number>> = {
  'tests/e2e/accessibility.e2e.test.ts': 265,
  'tests/e2e/tour-defects.e2e.test.ts': 250,
  'tests/e2e/wizard-closing.e2e.test.ts': 245,
  'tests/e2e/two-windows.e2e.test.ts': 176,
  'tests/e2e/wizard-person-steps.e2e.test.ts': 168,
  'tests/e2e/plans-and-plan-detail.e2e.test.ts': 155,
  'tests/e2e/mail-links.e2e.test.ts': 121,
  'tests/e2e/operators.e2e.test.ts': 119,
  'tests/e2e/access-and-branding.e2e.test.ts': 109,
  'tests/e2e/spanish-journey.e2e.test.ts': 103,
  'tests/e2e/page-copies.e2e.test.ts': 103,
  'tests/e2e/shopper-defects.e2e.test.ts': 97,
  'tests/e2e/employee-and-recommendations.e2e.test.ts': 97,
  'tests/e2e/cart-and-checkout.e2e.test.ts': 93,
  'tests/e2e/rep-and-group.e2e.test.ts': 89,
  'tests/e2e/help-and-location.e2e.test.ts': 85,
  'tests/e2e/cart-follows-quote.e2e.test.ts': 71,
  'tests/e2e/api-docs.e2e.test.ts': 70,
  'tests/e2e/quote-journey.e2e.test.ts': 52,
  'tests/e2e/journey-reads.e2e.test.ts': 39,
  'tests/e2e/first-screen.e2e.test.ts': 38,
  'tests/e2e/first-visit-budget.e2e.test.ts': 29,
  'tests/e2e/new-release.e2e.test.ts': 30,
  'tests/cli/carrier-journeys.cli.test.ts': 328,
  'tests/cli/support.cli.test.ts': 297,
  'tests/cli/serve.cli.test.ts': 232,
  'tests/contract/rate-limits.contract.test.ts': 189,
  'tests/contract/several-processes.contract.test.ts': 160,
  'tests/cli/enrollment.cli.test.ts': 149,
  'tests/cli/carriers.cli.test.ts': 133,
  'tests/cli/enroll.cli.test.ts': 121,
  'tests/contract/secrets.contract.test.ts': 114,
  'tests/contract/door.contract.test.ts': 82,
  'tests/contract/shopping-cli.contract.test.ts': 79,
  'tests/contract/wizard-durability.contract.test.ts': 74,
  'tests/contract/mail-outbox.contract.test.ts': 63,
  'tests/cli/catalogue.cli.test.ts': 63,
  'tests/cli/rules.cli.test.ts': 59,
  'tests/cli/admin.cli.test.ts': 56,
  'packages/server/src/db/pglite-thread.test.ts': 49,
  'tests/contract/client-and-guessing.contract.test.ts': 45,
  'tests/contract/database-connections-lost.contract.test.ts': 30,
  'tests/contract/mail-cli.contract.test.ts': 32,
  'tests/contract/wizard-closing.contract.test.ts': 27,
  'tests/contract/kill-under-load.contract.test.ts': 27,
  'tests/contract/members.contract.test.ts': 26,
  'tests/contract/support-property.contract.test.ts': 23,
  'tests/contract/fuzz.contract.test.ts': 23,
  'tests/contract/plans-cart-quotes.contract.test.ts': 18,
  'tests/contract/enrollment-versions.contract.test.ts': 16,
  'packages/server/src/catalog/catalogue-store.test.ts': 15,

};

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const root = this.ctx.config.root;
    const seconds = (file: TestSpecification) => {
      const path = relative(root, file.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${file.project.name}:${path}`);
      return cached ? cached.duration / 1000 : (SECONDS[path] ?? 0);
    };
    // A stable sort: files of no known length keep the order vitest gave them, after the known ones.
    return ordered
      .map((file, index) => ({ file, index, group: file.project.config.sequence.groupOrder, seconds: seconds(file) }))
      .sort((a, b) => a.group - b.group || b.seconds - a.seconds || a.index - b.index)
      .map(({ file }) => file);
  }
}
