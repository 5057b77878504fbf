import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { createSupportToken } from '@benefit-store/server';
import { runCli } from '../cli/cli.ts';
import { ARTIFACTS } from '../support/browser.ts';
import { useStorefront } from '../support/storefront.ts';

/**
 * An operator sets up a new rep's site from the terminal (docs/adr/0801-operators.md), logo file included, and gives
 * the rep a sign-in: the invitation arrives over SMTP, its link opened exactly as written in a fresh browser chooses
 * the password once, and the rep signs in to their own start page. The new site serves its branded landing page.
 */
describe('an operator sets up a rep who then signs in, in Chromium', () => {
  const storefront = useStorefront({ smtp: true });
  const shots = join(ARTIFACTS, 'operators');

  it('sets up the site and the sign-in; the mailed link sets the password once', async () => {
    mkdirSync(shots, { recursive: true });
    const token = (await createSupportToken(storefront.server.db, 'Sam Rivera', 'operator')).token;
    const admin = (args: readonly string[]) => runCli(['--api', storefront.url, 'admin', ...args], { BENEFIT_STORE_OPERATOR_TOKEN: token });
    const logo = join(mkdtempSync(join(tmpdir(), 'benefit-store-logo-')), 'logo.png');
    writeFileSync(logo, Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));
    const added = await admin(['reps', 'add', '--code', 'REP3003', '--first-name', 'Ana', '--last-name', 'Cruz', '--email', 'ana@cruzbenefits.example', '--phone', '2145550100', '--landing-url', 'ana-cruz', '--brand-color', '#0f766e', '--logo', logo]);
    expect(added.code, added.stderr).toBe(0);
    const invited = await admin(['users', 'invite', '--email', 'Ana@CruzBenefits.example', '--name', 'Ana Cruz', '--rep', 'REP3003']);
    expect(invited.code, invited.stderr).toBe(0);
    expect(invited.stdout).toContain('Invitation sent to ana@cruzbenefits.example (rep)');
    // The same address cannot be given a second account; a rep that does not exist is named by its option.
    expect((await admin(['users', 'invite', '--email', 'x@y.example', '--name', 'X Y', '--rep', 'REP9999'])).stderr).toContain(`--rep: ${Messages.repNotFound}`);

    const [mail] = await storefront.smtp.waitFor(1);
    expect(mail!.rcptTo).toEqual(['ana@cruzbenefits.example']);
    expect(mail!.subject).toBe('Your sign-in to Ana Cruz');
    const link = /(\S+\/set-password\/\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(storefront.url);

    const page = await storefront.newPage(375);
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('New password again').fill('short');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect.poll(() => page.getByText(Messages.passwordTooWeak).count()).toBe(1);
    await page.getByLabel('New password', { exact: true }).fill('Roofs&Rates2026');
    await page.getByLabel('New password again').fill('Roofs&Rates2026');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await page.getByText(Messages.passwordSet).waitFor();
    await page.screenshot({ path: join(shots, 'password-set-375.png') });
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill('ana@cruzbenefits.example');
    await page.getByLabel('Password').fill('Roofs&Rates2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/agent-home');

    // The link worked once.
    const again = await storefront.newPage(1280);
    await again.goto(link!);
    await again.getByLabel('New password', { exact: true }).fill('Another&Pass2026');
    await again.getByLabel('New password again').fill('Another&Pass2026');
    await again.getByRole('button', { name: 'Set my password' }).click();
    await again.getByText(Messages.inviteLinkInvalid).waitFor();

    // The new rep's site: branded, with the uploaded logo.
    const site = await storefront.newPage(1280);
    await site.goto(`${storefront.url}/ana-cruz`);
    await site.getByText('Ana Cruz').first().waitFor();
    const uploaded = site.locator('img[src^="/media/uploads/"]').first();
    await uploaded.waitFor();
    expect(await uploaded.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await site.screenshot({ path: join(shots, 'new-rep-site-1280.png') });
  });
});
