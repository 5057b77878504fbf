// One complete enrollment in Chromium through the storefront's own screens, as a shopper does it (issue 23): a new
// visitor opens /, enters Jordan Avery's access code (REP1001), fills Get Started (IO, 75001), opens Secure Term
// Life 20 on /plans, answers its tobacco question, adds it to the cart, checks out on the first effective date and
// walks every wizard step (personal, contact, beneficiary, billing by card, agreement with a drawn signature,
// review) to the receipt's policy number. Every step is a click or a key press: nothing is called on the API to
// skip a screen. Every request the page makes after the first page has loaded is recorded, with its bytes.
import type { Browser, BrowserContext, Locator, Request } from 'playwright-core';
import { settled } from '../tests/support/first-visit.ts';

export type StaticKind = 'document' | 'js' | 'css' | 'svg' | 'image' | 'font' | 'other';

export interface RequestCount {
  readonly requests: number;
  /** Response bodies as transferred (compressed when they were) plus response headers. */
  readonly bytes: number;
}

export interface Repeated {
  readonly url: string;
  readonly count: number;
  readonly api: boolean;
}

export interface BrowserEnrollment {
  /** The first page (`/` until it loaded and settled): counted apart, not in the figures below. */
  readonly firstPage: RequestCount;
  /** Requests over the wire after the first page, to the receipt. */
  readonly requests: number;
  /** Bytes received over the wire after the first page: response bodies as transferred plus response headers. */
  readonly bytes: number;
  readonly bodyBytes: number;
  readonly headerBytes: number;
  /** Bytes sent (request headers and bodies), for the record. */
  readonly sentBytes: number;
  /** Requests to /api/ and /benefit-service/, and the bytes they received. */
  readonly api: RequestCount;
  readonly apiDistinct: number;
  /** Everything else by kind (documents are the page loads: the access code's confirmation reloads the page). */
  readonly staticByKind: Readonly<Record<StaticKind, RequestCount>>;
  /** Requests that got no response (aborted, failed), among `requests`. */
  readonly failed: number;
  /** The reads asked, a batch counted by its reads (docs/adr/0511-read-batches.md), and the batches that carried some. */
  readonly reads: { readonly asked: number; readonly batched: number; readonly batches: number };
  /** Requests the browser's cache answered (nothing over the wire): not in the figures above. */
  readonly fromCache: number;
  /**
   * `METHOD /path?query` asked more than once, alone or in a batch, most repeated first (the enrollment's id written
   * `{tempId}`).
   */
  readonly repeated: readonly Repeated[];
  /** The same by `METHOD /path`, the query left out (e.g. one lookup asked with and without its parameters). */
  readonly repeatedPaths: readonly Repeated[];
  /**
   * Requests after the first page by the address the page showed when each started (a step's save counts on its
   * step; what the next step loads, on the next).
   */
  readonly byScreen: readonly { readonly screen: string; readonly requests: number; readonly api: number }[];
  /** Every request after the first page, in order: what the figures were counted from. */
  readonly log: readonly {
    readonly url: string;
    readonly kind: StaticKind | 'api';
    readonly status: number;
    readonly bytes: number;
    readonly cached: boolean;
    readonly screen: string;
    readonly at: number;
    /** A batch's reads (`GET /path?query`, `POST /path` for a read sent as a POST) and the status each was answered with. */
    readonly reads?: readonly { readonly url: string; readonly status: number }[];
  }[];
  /** What the API was asked, in order, a batch's reads one by one (each with its batch's screen and time). */
  readonly asked: readonly { readonly url: string; readonly status: number; readonly screen: string; readonly at: number; readonly batched: boolean }[];
  /** localStorage and sessionStorage as they stood on each screen of the journey (the keys the app relies on). */
  readonly storage: Readonly<Record<string, { local: Record<string, string>; session: Record<string, string> }>>;
  readonly policyNumber: string;
  readonly planPath: string;
  readonly milliseconds: number;
}

/** The enrollment's id (tempId) in paths and queries: one placeholder, so that runs compare line by line. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The read batches' route (contract's read-batch.ts). */
const READ_BATCH = '/api/v1/read-batch';

const isApi = (path: string) => path.startsWith('/api/') || path.startsWith('/benefit-service/');

const kindOf = (request: Request, path: string): StaticKind => {
  const type = request.resourceType();
  if (type === 'document') return 'document';
  if (type === 'script' || /\.m?js$/.test(path)) return 'js';
  if (type === 'stylesheet' || path.endsWith('.css')) return 'css';
  if (path.endsWith('.svg')) return 'svg';
  if (type === 'image' || /\.(png|jpe?g|gif|webp|avif|ico)$/.test(path)) return 'image';
  if (type === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
};

/** Bytes of one request; `cached`: answered by the browser's cache (nothing went over the wire). */
interface Sizes {
  readonly body: number;
  readonly headers: number;
  readonly sent: number;
  readonly cached: boolean;
}
const NOTHING: Sizes = { body: 0, headers: 0, sent: 0, cached: false };

interface Recorded {
  readonly request: Request;
  readonly phase: 'first' | 'journey';
  readonly screen: string;
  /** When the request started (epoch ms): the log's order and gaps show what waited for what. */
  readonly at: number;
  status: number;
  sizes?: Promise<Sizes>;
  /** A batch's reads and their statuses. */
  reads?: Promise<{ url: string; status: number }[]>;
}

const SHOPPER = { first: 'Dana', last: 'Rivera', dob: '01/15/1985' };

/** Waits until the field shows `value` (filled by the page, not typed). */
const filledWith = async (field: Locator, value: string, timeoutMs = 10_000) => {
  const until = performance.now() + timeoutMs;
  while ((await field.inputValue()) !== value) {
    if (performance.now() > until) throw new Error(`the field still shows '${await field.inputValue()}', not '${value}'`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** Drives one enrollment to the receipt in a fresh context of `browser`, recording its requests. */
export const browserEnrollment = async (browser: Browser, baseUrl: string): Promise<BrowserEnrollment> => {
  const started = performance.now();
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  // The location prompt (another feature's floating offer) is answered already on this device, as in the tests.
  await context.addInitScript(() => localStorage.setItem('locationAnswered', 'true'));
  const recorded: Recorded[] = [];
  const byRequest = new Map<Request, Recorded>();
  let phase: Recorded['phase'] = 'first';
  const storage: Record<string, { local: Record<string, string>; session: Record<string, string> }> = {};
  context.on('request', (request) => {
    let shown = '';
    try {
      shown = new URL(request.frame().url()).pathname;
    } catch {
      shown = '(no page)';
    }
    const entry: Recorded = { request, phase, screen: decodeURIComponent(shown) || '/', status: 0, at: Date.now() };
    recorded.push(entry);
    byRequest.set(request, entry);
  });
  const measure = (request: Request, finished: boolean) => {
    const entry = byRequest.get(request);
    if (!entry) return;
    if (request.method() === 'POST' && new URL(request.url()).pathname === READ_BATCH) {
      entry.reads = (async () => {
        const asked = (request.postDataJSON() as { reads: { path: string; body?: unknown }[] }).reads;
        const response = finished ? await request.response().catch(() => null) : null;
        const answered = ((await response?.json().catch(() => undefined)) as { answers?: { status: number }[] } | undefined)?.answers ?? [];
        return asked.map((read, i) => ({ url: `${read.body === undefined ? 'GET' : 'POST'} ${read.path.replace(UUID, '{tempId}')}`, status: answered[i]?.status ?? 0 }));
      })();
    }
    entry.sizes = (async () => {
      const response = finished ? await request.response().catch(() => null) : null;
      entry.status = response?.status() ?? 0;
      const sizes = await request.sizes().catch(() => undefined);
      if (!sizes) return NOTHING;
      // Chromium reports what was received: from its cache, nothing, and the body's size comes out as minus the
      // headers' (the two add up to the bytes that crossed the wire).
      const received = Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize);
      const body = Math.min(received, Math.max(0, sizes.responseBodySize));
      return { body, headers: received - body, sent: sizes.requestHeadersSize + sizes.requestBodySize, cached: finished && received === 0 };
    })();
  };
  context.on('requestfinished', (request) => measure(request, true));
  context.on('requestfailed', (request) => measure(request, false));

  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  /** Runs one screen of the journey; a failure says where, with the page's alerts and errors. */
  const on = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const alerts = await page.getByRole('alert').allTextContents().catch(() => []);
      const shot = `${process.env.TMPDIR ?? '/tmp'}/browser-enrollment-failed.png`;
      await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      throw new Error(`browser enrollment failed on ${name} at ${page.url()}: ${(error as Error).message}\nalerts: ${alerts.join(' | ')}\npage errors: ${pageErrors.join(' | ')}\nscreenshot: ${shot}`, {
        cause: error,
      });
    }
  };
  const keep = async (name: string) => {
    storage[name] = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
  };
  const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const next = () => page.getByRole('button', { name: 'Next', exact: true });
  const onStep = async (path: string, title: string) => {
    await page.waitForURL(`**/enrollment/${path}`, { timeout: 30_000 });
    await heading(title).waitFor({ timeout: 30_000 });
  };
  const unique = Date.now().toString().slice(-7);

  let policyNumber = '';
  let planPath = '';
  try {
    // ---- the first page: a new visitor opens the store ----
    await on('first page', async () => {
      await page.goto(`${baseUrl}/`);
      await page.waitForURL('**/access-page');
      await page.getByRole('form', { name: 'Access code' }).waitFor();
      await settled(page);
    });
    phase = 'journey';

    await on('access page', async () => {
      await keep('access page');
      const form = page.getByRole('form', { name: 'Access code' });
      await page.getByLabel('Representative Access Code').fill('REP1001');
      await form.getByRole('button', { name: 'Continue' }).click();
      await page.locator('.rep-card').getByText('Jordan Avery').waitFor();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.waitForURL('**/jordan-avery');
    });

    await on('landing page', async () => {
      const form = page.getByRole('form', { name: 'Get Started' });
      await form.waitFor();
      await page.getByRole('link', { name: 'Avery Benefits Group home' }).waitFor();
      await settled(page);
      await keep('landing page');
      await page.getByLabel('Zip Code').fill('75001');
      await page.getByLabel('Gender').selectOption('1');
      await page.getByLabel('Choose Tier').selectOption('IO');
      await page.getByLabel('DOB').pressSequentially('01151985');
      await form.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/plans');
    });

    await on('plans', async () => {
      const more = page.getByRole('link', { name: 'More Info: Secure Term Life 20' });
      await more.waitFor();
      await settled(page);
      await keep('plans');
      await more.click();
      await page.waitForURL('**/plan/141/**');
    });

    await on('plan page', async () => {
      planPath = new URL(page.url()).pathname;
      await heading('Secure Term Life 20').waitFor();
      const price = page.locator('.pd-price');
      // No tobacco answer yet: the price asks for it; 'clicking here' opens the question, No by default.
      await price.getByRole('button', { name: 'clicking here' }).click();
      const tobacco = page.getByRole('dialog', { name: 'Tobacco Usage' });
      await tobacco.getByRole('radio', { name: 'No' }).check();
      await tobacco.getByRole('button', { name: 'Save' }).click();
      await tobacco.waitFor({ state: 'detached' });
      await price.getByText('$24.00').first().waitFor();
      await settled(page);
      await keep('plan page');
      await price.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL('**/cart');
    });

    await on('cart', async () => {
      await page.locator('.cart-line').filter({ hasText: 'Secure Term Life 20' }).first().waitFor();
      const date = page.getByLabel('Effective Date');
      // The dates come from the server; the earliest is chosen already: choose it as a shopper would.
      const dateOption = date.locator('option').filter({ hasText: /^\d\d\/\d\d\/\d{4}$/ }).first();
      await dateOption.waitFor({ state: 'attached' });
      await date.selectOption((await dateOption.getAttribute('value')) ?? '');
      await settled(page);
      await keep('cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      // Upsells the server offers (the vision/dental bundle for a term life cart): declined.
      const confirmation = page.getByRole('dialog', { name: 'Confirm Enrollment' });
      const decline = page.getByRole('dialog').getByRole('button', { name: /^No, / });
      for (let i = 0; i < 4; i += 1) {
        await confirmation.or(decline).first().waitFor();
        if (await confirmation.isVisible()) break;
        await decline.first().click();
      }
      await confirmation.getByRole('button', { name: 'Member Enrollment' }).click();
    });

    await on('personal info', async () => {
      await onStep('personal-info', 'Personal Information');
      await settled(page);
      await keep('personal info');
      await page.getByLabel('First Name').fill(SHOPPER.first);
      await page.getByLabel('Last Name').fill(SHOPPER.last);
      await page.getByLabel('Weight (lbs)').fill('150');
      await page.getByLabel('Height (feet)').fill('5');
      await page.getByLabel('Height (inches)').fill('7');
      await page.getByLabel('SSN').fill(`5${unique.slice(-4)}6789`.slice(0, 9));
      await page.getByLabel('Marital Status').selectOption('1');
      await page.getByLabel('No prior Health Coverage').check();
      await next().click();
    });

    await on('contact info', async () => {
      await onStep('contact-info', 'Contact Information');
      await page.getByLabel('Email', { exact: true }).fill(`shopper.${unique}@example.com`);
      await page.getByLabel('Contact Number').fill(`214${unique}`);
      await page.getByLabel('Address 1').fill('100 Main St');
      await page.getByLabel('City', { exact: true }).fill('Addison');
      await page.getByLabel('Birth State').selectOption('TX');
      await page.getByLabel('Birth City').fill('Dallas');
      await next().click();
    });

    await on('beneficiary info', async () => {
      await onStep('beneficiary-info', 'Beneficiary Information');
      await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
      const popup = page.getByRole('dialog', { name: 'Add Beneficiary #1' });
      await popup.getByLabel('First Name', { exact: true }).fill('Alex');
      await popup.getByLabel('Last Name', { exact: true }).fill('Rivera');
      await popup.getByLabel('Relationship', { exact: true }).selectOption({ label: 'Spouse' });
      await popup.getByLabel('Birthdate', { exact: true }).fill('02/02/1986');
      await popup.getByLabel('SSN', { exact: true }).fill('333445555');
      await popup.getByLabel('Beneficiary Percentage').fill('100');
      await popup.getByRole('button', { name: 'Submit' }).click();
      await popup.waitFor({ state: 'detached' });
      await page.getByText('Your total Beneficiary Percentage is 100%.').waitFor();
      await next().click();
    });

    await on('billing information', async () => {
      await onStep('billing-information', 'Billing Information');
      const card = page.getByRole('radio', { name: 'Credit Card' });
      if (!(await card.isChecked())) await card.check();
      await page.getByLabel('First Name on Card').fill(SHOPPER.first);
      await page.getByLabel('Last Name on Card').fill(SHOPPER.last);
      await page.getByLabel('Card Number').fill('4111111111111111');
      await page.getByLabel('Expiration Month').selectOption('07');
      await page.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 4));
      await page.getByLabel('Security Code').fill('123');
      // The billing address is the home address given on the contact step.
      await page.getByLabel('Choose physical address').check();
      await filledWith(page.getByLabel('City', { exact: true }), 'Addison');
      await next().click();
    });

    await on('agreement and signature', async () => {
      await onStep('agreement-signature', 'Agreement & Signature');
      const boxes = page.getByRole('checkbox', { name: /^I have read and agree to/ });
      await boxes.first().waitFor();
      const count = await boxes.count();
      for (let i = 0; i < count; i += 1) await boxes.nth(i).check();
      await page.getByLabel('What is your date of birth? (MM/DD/YYYY)').fill(SHOPPER.dob);
      await page.getByLabel('Your Full Name').fill(`${SHOPPER.first} ${SHOPPER.last}`);
      // A stroke on the pad with the mouse, as a pen or a finger would draw it.
      const pad = page.getByRole('img', { name: /Signature pad/ });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      const y = box.y + box.height * 0.7;
      await page.mouse.move(box.x + 30, y);
      await page.mouse.down();
      for (const [dx, dy] of [[60, -50], [110, 10], [170, -40], [230, 20], [300, -30]] as const) await page.mouse.move(box.x + 30 + dx, y + dy, { steps: 6 });
      await page.mouse.up();
      await page.getByText('Signature captured.').waitFor();
      await next().click();
    });

    await on('review and confirmation', async () => {
      await onStep('review-confirm', 'Review & Confirmation');
      await page.locator('.review-card').filter({ hasText: 'Billing Info' }).getByText(/Visa xxxxxx1111/).waitFor();
      await next().click();
    });

    await on('receipt', async () => {
      await page.waitForURL('**/enrollment/receipt', { timeout: 30_000 });
      await heading(`Thank you, ${SHOPPER.first} ${SHOPPER.last}!`).waitFor();
      const value = page.locator('.receipt__number-value');
      await value.waitFor();
      policyNumber = ((await value.textContent()) ?? '').trim();
      if (!/^POL-\d+$/.test(policyNumber)) throw new Error(`no policy number on the receipt: '${policyNumber}'`);
      await settled(page);
    });

    await Promise.all(recorded.map((r) => r.sizes));
  } finally {
    await context.close();
  }

  // ---- the figures: what went over the wire; what the browser's cache answered is counted apart ----
  const sized = await Promise.all(recorded.map(async (r) => ({ ...r, size: (await r.sizes) ?? NOTHING, batchReads: r.reads ? await r.reads : undefined })));
  const first = sized.filter((r) => r.phase === 'first' && !r.size.cached);
  const total = (list: typeof sized): RequestCount => ({ requests: list.length, bytes: list.reduce((sum, r) => sum + r.size.body + r.size.headers, 0) });
  const log = sized
    .filter((r) => r.phase === 'journey')
    .map((r) => {
      const url = new URL(r.request.url());
      const kind: StaticKind | 'api' = isApi(url.pathname) ? 'api' : kindOf(r.request, url.pathname);
      const where = `${url.origin === new URL(baseUrl).origin ? '' : url.origin}${url.pathname}${url.search}`.replace(UUID, '{tempId}');
      return {
        url: `${r.request.method()} ${where}`,
        kind,
        status: r.status,
        bytes: r.size.body + r.size.headers,
        cached: r.size.cached,
        screen: r.screen,
        at: r.at,
        size: r.size,
        ...(r.batchReads ? { reads: r.batchReads } : {}),
      };
    });
  const wire = log.filter((l) => !l.cached);
  const asked = wire
    .filter((l) => l.kind === 'api')
    .flatMap((l) => (l.reads ? l.reads.map((read) => ({ ...read, screen: l.screen, at: l.at, batched: true })) : [{ url: l.url, status: l.status, screen: l.screen, at: l.at, batched: false }]));
  const batches = wire.filter((l) => l.reads);
  const sum = (list: typeof log): RequestCount => ({ requests: list.length, bytes: list.reduce((all, l) => all + l.bytes, 0) });
  const kinds: StaticKind[] = ['document', 'js', 'css', 'svg', 'image', 'font', 'other'];
  const staticByKind = Object.fromEntries(kinds.map((kind) => [kind, sum(wire.filter((l) => l.kind === kind))])) as Record<StaticKind, RequestCount>;
  const repeats = <L extends { readonly url: string }>(list: readonly L[], key: (l: L) => string) => {
    const counts = new Map<string, number>();
    for (const entry of list) counts.set(key(entry), (counts.get(key(entry)) ?? 0) + 1);
    return [...counts]
      .filter(([, count]) => count > 1)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([url, count]) => ({ url, count, api: isApi(url.slice(url.indexOf(' ') + 1)) }));
  };
  const screens = [...new Set(wire.map((l) => l.screen))];
  const byScreen = screens.map((name) => ({
    screen: name,
    requests: wire.filter((l) => l.screen === name).length,
    api: wire.filter((l) => l.screen === name && l.kind === 'api').length,
  }));
  return {
    firstPage: total(first),
    requests: wire.length,
    bytes: sum(wire).bytes,
    bodyBytes: wire.reduce((all, l) => all + l.size.body, 0),
    headerBytes: wire.reduce((all, l) => all + l.size.headers, 0),
    sentBytes: wire.reduce((all, l) => all + l.size.sent, 0),
    api: sum(wire.filter((l) => l.kind === 'api')),
    apiDistinct: new Set(asked.map((l) => l.url)).size,
    reads: { asked: asked.filter((l) => l.url.startsWith('GET ') || l.batched).length, batched: asked.filter((l) => l.batched).length, batches: batches.length },
    staticByKind,
    failed: wire.filter((l) => l.status === 0).length,
    fromCache: log.length - wire.length,
    repeated: repeats([...asked, ...wire.filter((l) => l.kind !== 'api')], (l) => l.url),
    repeatedPaths: repeats([...asked, ...wire.filter((l) => l.kind !== 'api')], (l) => l.url.replace(/\?.*$/, '')),
    byScreen,
    log: log.map(({ size: _size, ...entry }) => entry),
    asked,
    storage,
    policyNumber,
    planPath,
    milliseconds: performance.now() - started,
  };
};
