import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { CLI } from '../cli/cli.ts';

const run = promisify(execFile);

interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** From quote to checkout, and a rep's quote by e-mail, with the real CLI binary against a started server. */
describe('benefit-store plans, plan, cart, checkout and quote send', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let stateDir: string;

  const cli = async (state: string, ...args: string[]): Promise<CliRun> => {
    try {
      const { stdout, stderr } = await run(process.execPath, [CLI, '--api', server.url, '--state', join(stateDir, state), ...args], {
        env: { ...process.env, BENEFIT_STORE_PASSWORD: 'DemoRep#2026' },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  };

  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'benefit-store-cli-'));
    smtp = await startTestSmtp();
    server = await startTestServer('pglite', { smtpUrl: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
    if (stateDir) rmSync(stateDir, { recursive: true, force: true });
  });

  it('goes from a quote to checkout', async () => {
    const shopper = (...args: string[]) => cli('shopper.json', ...args);
    expect((await shopper('quote', '--zip', '75001', '--dob', '01/15/1985', '--gender', '0', '--tier', 'IO')).code).toBe(0);

    const plans = await shopper('plans', '--category', 'medical', '--json');
    expect(plans.code, plans.stderr).toBe(0);
    const sections = JSON.parse(plans.stdout) as { category: string; plans: { planId: string }[] }[];
    expect(sections.map((s) => s.category)).toEqual(['medical']);
    expect(sections[0]!.plans.map((p) => p.planId)).toContain('101');

    const plan = await shopper('plan', '141');
    expect(plan.stdout).toContain(Messages.smokerError);
    const dental = await shopper('plan', '113', '--json');
    const page = JSON.parse(dental.stdout) as { price: { kind: string; options: { pricingId: string; price: number }[] } };
    expect(page.price.options.map((o) => o.price)).toEqual([4100, 5945]);

    const blackout = await shopper('cart', 'add', '194');
    expect(blackout.code).toBe(2);
    expect(blackout.stderr).toContain(Messages.planInBlackout('Everwell Travel Assist'));

    const added = await shopper('cart', 'add', '113', '--option', page.price.options[1]!.pricingId);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('$59.45');
    expect((await shopper('cart', 'add', '101')).stdout).toContain('Accident Shield');
    const shown = JSON.parse((await shopper('cart', 'show', '--json')).stdout) as { lines: { planId: string }[]; total: number };
    expect(shown.lines.map((l) => l.planId)).toEqual(['113', '101']);
    expect((await shopper('cart', 'remove', '113')).stdout).not.toContain('BrightPath Dental PPO Max');

    const checkout = await shopper('checkout', '--json');
    expect(checkout.code, checkout.stderr).toBe(0);
    const done = JSON.parse(checkout.stdout) as { upsells: { planId: string }[]; effectiveDates: string[]; checkout: { effectiveDate: string } };
    expect(done.upsells.map((u) => u.planId)).toEqual(['142', '123']);
    expect(done.checkout.effectiveDate).toBe(done.effectiveDates[0]);
  });

  it('sends a rep\'s quote that arrives by SMTP, and refuses an applicant', async () => {
    const rep = (...args: string[]) => cli('rep.json', ...args);
    expect((await rep('members', 'sign-in', '--email', 'jordan.avery@averybenefits.example')).code).toBe(0);
    expect((await rep('quote', '--zip', '75001', '--dob', '01/15/1985', '--gender', '0', '--tier', 'IO')).code).toBe(0);
    expect((await rep('cart', 'add', '111')).code).toBe(0);
    const invalid = await rep('quote', 'send', '--name', 'Sam Lee', '--email', 'nope');
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toContain(Messages.invalidEmailAddress);
    const preview = await rep('quote', 'send', '--name', 'Sam Lee', '--email', 'sam@example.com', '--preview');
    expect(preview.stdout).toContain('SmileWell Dental Plus');
    const before = smtp.received.length;
    const sent = await rep('quote', 'send', '--name', 'Sam Lee', '--email', 'sam@example.com', '--message', 'As discussed');
    expect(sent.code, sent.stderr).toBe(0);
    expect(sent.stdout.trim()).toBe(Messages.quoteSent('sam@example.com'));
    const mail = (await smtp.waitFor(before + 1, 20_000)).at(-1)!;
    expect(mail.rcptTo).toEqual(['sam@example.com']);
    expect(mail.text).toContain('As discussed');

    const applicant = (...args: string[]) => cli('applicant.json', ...args);
    await applicant('quote', '--zip', '75001', '--dob', '01/15/1985', '--gender', '0', '--tier', 'IO');
    await applicant('cart', 'add', '111');
    const refused = await applicant('quote', 'send', '--name', 'Sam Lee', '--email', 'sam@example.com');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(Messages.quoteNotAllowed);
  });
});
