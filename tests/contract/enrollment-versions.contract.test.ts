import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, httpCart, httpPlanDetails, httpSupportDesk, httpWizardGateway } from '@benefit-store/adapters-http';
import { cookieJar, undiciTransport } from '@benefit-store/adapters-http/node';
import { AppClientHeader, EnrollmentVersionHeaders, supportAuthorization } from '@benefit-store/contract';
import { calendarDateOf, Messages, type DependentInput } from '@benefit-store/domain';
import {
  addPlanToCart,
  checkOutCart,
  keepDependents,
  loadCart,
  loadDependentStep,
  loadEffectiveDates,
  memorySessionStore,
  memoryStepDrafts,
  openPlanDetail,
  removePlanFromCart,
  replayEnrollment,
  type Clock,
} from '@benefit-store/ports';
import { httpStorefront } from '@benefit-store/adapters-http';
import { createSupportToken } from '@benefit-store/server';
import { fieldsOfError, http, type Answer } from '../support/http.ts';
import { fillPersonalAndContact, shopAndCheckOut, signAsApplicant, startEnrollment, CARD } from '../support/enrollment-finish.ts';
import { postgresSuiteEnabled, startTestServer, type Backend, type TestServer } from '../support/test-server.ts';
import { dataOf, journalTypes, type Shopper } from '../support/wizard-journey.ts';

/**
 * Two windows on one enrollment (issue 18 section 4, docs/adr/0712): every answer about an enrollment says which
 * version it is at, every change may say which version it was based on, and the command runner refuses a change based
 * on an older version (409, journaled) instead of letting it silently undo what the other window saved. The CLI's
 * use cases and support replay send the version they read.
 */
const postgres = await postgresSuiteEnabled('enrollment versions contract');
const backends: Backend[] = ['pglite', ...(postgres ? (['postgres'] as const) : [])];

const ANN: DependentInput = { first_name: 'Ann', last_name: 'Rivera', birthdate: '02/02/1986', gender: '1', ssn: '333445555', relationship: 'spouse' };
const BETH: DependentInput = { ...ANN, first_name: 'Beth', ssn: '333446666' };

const versionOf = (answer: Answer): number => Number(answer.headers[EnrollmentVersionHeaders.current]);

describe.each(backends)('enrollment versions (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => server?.close());

  /** A change sent as a window sends it: based on the version it read (or on none, as the spec's clients). */
  const post = (me: Shopper, path: string, body: Record<string, unknown>, basedOn?: number | string) =>
    http(server.url, 'POST', `/api/v1/${path}`, {
      cookie: me.cookie,
      body: { enrollment_id: me.enrollmentId, ...body },
      ...(basedOn !== undefined ? { headers: { [EnrollmentVersionHeaders.basedOn]: String(basedOn) } } : {}),
    });
  const spouses = async (me: Shopper) =>
    (dataOf<{ result: { dependents: { primary_info: { first_name: string } }[] } | null }>(await me.get('get-enrollment-temp-info', { column: 'dependent_info' })).result?.dependents ?? []).map(
      (d) => d.primary_info.first_name,
    );

  it('refuses a save based on what another window has since changed, says so, journals it, and keeps the other save', async () => {
    const me = await startEnrollment(server, { tier: 'IS' });
    // Both windows open Dependent Information at the same version.
    const opened = await me.get('get-enrollment-temp-info', { column: 'dependent_info' });
    const seen = versionOf(opened);
    expect(seen).toBeGreaterThanOrEqual(1);
    expect(versionOf(await me.get('get-form-fields-dependent-primary-info'))).toBe(seen);

    // Window 1 adds Ann: applied, and the answer says the version moved on.
    const first = await post(me, 'save-dependent-info-to-temp', { dependents: [{ primary_info: ANN }] }, seen);
    expect(first.status, first.text).toBe(200);
    expect(versionOf(first)).toBe(seen + 1);

    // Window 2 adds Beth to the empty list it shows: refused, nothing overwritten.
    const second = await post(me, 'save-dependent-info-to-temp', { dependents: [{ primary_info: BETH }] }, seen);
    expect(second.status).toBe(409);
    expect(fieldsOfError(second)).toEqual({ enrollment_version: Messages.enrollmentChangedElsewhere });
    expect(await spouses(me)).toEqual(['Ann']);
    expect((await journalTypes(server, me.enrollmentId)).filter((e) => e.type === 'save-dependent-info-to-temp').map((e) => [e.outcome, e.detail])).toEqual([
      ['ok', null],
      ['rejected', { enrollment_version: Messages.enrollmentChangedElsewhere }],
    ]);
    // Reading again gives the version to base the next change on.
    expect(versionOf(await me.get('get-enrollment-temp-info', { column: 'dependent_info' }))).toBe(seen + 1);
  });

  it('moves the version only for changes of the data: a screenshot neither moves it nor is checked; a change without a version is not checked', async () => {
    const me = await startEnrollment(server, { tier: 'IO' });
    await shopAndCheckOut(me, ['111']);
    const at = versionOf(await me.get('get-plan-cart'));
    const shot = await post(me, 'save-screenshot', { name: 'personal' }, at - 1);
    expect(shot.status, shot.text).toBe(200);
    expect(versionOf(await me.get('get-plan-cart'))).toBe(at);
    // The spec's own clients send no version: their change applies as before, and the version moves on.
    const unversioned = await post(me, 'save-personal-info', {
      first_name: 'Dana', last_name: 'Rivera', weight: '150', height_feet: '5', height_inch: '7', marital_status: '1', ssn: '123456789',
    });
    expect(unversioned.status, unversioned.text).toBe(200);
    expect(versionOf(unversioned)).toBe(at + 1);
    // A version that is not one is bad input, refused at the door.
    const garbled = await post(me, 'save-personal-info', { first_name: 'Dana' }, 'seven');
    expect(garbled.status).toBe(400);
    expect(fieldsOfError(garbled)).toEqual({ [EnrollmentVersionHeaders.basedOn]: Messages.malformedRequest });
  });

  it('tells a save on a confirmed enrollment that it is confirmed, and reopens its receipt for the session that confirmed it', async () => {
    const me = await startEnrollment(server, { tier: 'IO' });
    await shopAndCheckOut(me, ['111']);
    await fillPersonalAndContact(me, { email_address: 'versions.receipt@example.com', phone_number: '2145550131' });
    expect((await post(me, 'save-billing-info', CARD)).status).toBe(200);
    expect((await signAsApplicant(me)).status).toBe(200);
    const opened = versionOf(await me.get('get-review-summary'));
    const confirmed = await post(me, 'save-review-info', { first_enroll: '1' }, opened);
    expect(confirmed.status, confirmed.text).toBe(200);
    // Only the member was sent the receipt: an applicant's enrollment has no rep to copy.
    expect(dataOf<{ sent_to: string[] }>(confirmed).sent_to).toEqual(['versions.receipt@example.com']);

    // The other window's Next, based on what it showed before: the enrollment is confirmed, not "not found".
    const late = await post(me, 'save-personal-info', { first_name: 'Dana' }, opened);
    expect(late.status).toBe(409);
    expect(fieldsOfError(late)).toEqual({ enrollment_status: Messages.enrollmentFinished });

    // The receipt page after a refresh no longer holds the id: the server knows what this session confirmed.
    const again = await http(server.url, 'GET', '/api/v1/get-receipt', { cookie: me.cookie });
    expect(again.status, again.text).toBe(200);
    expect(dataOf<{ policy_id: string; enrollment_id: string; sent_to: string[] }>(again)).toMatchObject({
      policy_id: dataOf<{ policy_id: string }>(confirmed).policy_id,
      enrollment_id: me.enrollmentId,
      sent_to: ['versions.receipt@example.com'],
    });
    // Anyone else has confirmed nothing.
    const stranger = await startEnrollment(server);
    expect((await http(server.url, 'GET', '/api/v1/get-receipt', { cookie: stranger.cookie })).status).toBe(404);
    expect((await http(server.url, 'GET', '/api/v1/get-receipt')).status).toBe(404);
  });

  it('bases the use cases the CLI runs on the screen they loaded: the second of two loads of one list is refused', async () => {
    const me = await startEnrollment(server, { tier: 'IS' });
    const jar = cookieJar(Object.fromEntries([me.cookie.split('=') as [string, string]]));
    const api = apiClient(undiciTransport(server.url, jar));
    const clock: Clock = { today: () => calendarDateOf(new Date()) };
    const deps = {
      wizard: httpWizardGateway(api),
      session: memorySessionStore({ quote: { tempId: me.enrollmentId }, enrollment: { tier: 'IS' } }),
      clock,
      storefront: httpStorefront(api),
      drafts: memoryStepDrafts(),
    };
    const window1 = (await loadDependentStep(deps)())._unsafeUnwrap();
    const window2 = (await loadDependentStep(deps)())._unsafeUnwrap();
    expect(window1.screen.version()).toBe(window2.screen.version());
    (await keepDependents(deps)([], { kind: 'add', dependent: { primary: ANN } }, window1.screen))._unsafeUnwrap();
    // The same screen's next change is based on what its own save answered: no conflict with itself.
    expect(window1.screen.version()).toBe((window2.screen.version() ?? 0) + 1);
    const refused = await keepDependents(deps)([], { kind: 'add', dependent: { primary: BETH } }, window2.screen);
    expect(refused._unsafeUnwrapErr()).toEqual({ kind: 'conflict', reason: 'changed-elsewhere', message: Messages.enrollmentChangedElsewhere });
    expect(await spouses(me)).toEqual(['Ann']);
  });

  /** A cart change as a window sends it: the wire's method (remove-plan-from-cart is a GET), based on `basedOn`. */
  const cartChange = (me: Shopper, path: string, data: Record<string, string>, basedOn: number) =>
    path === 'remove-plan-from-cart'
      ? http(server.url, 'GET', `/api/v1/${path}?${new URLSearchParams({ enrollment_id: me.enrollmentId, ...data })}`, {
          cookie: me.cookie,
          // The store's own client header: remove-plan-from-cart is a GET that changes the cart (docs/adr/0007).
          headers: { [EnrollmentVersionHeaders.basedOn]: String(basedOn), [AppClientHeader.name]: AppClientHeader.value },
        })
      : post(me, path, data, basedOn);
  const ppidOf = async (me: Shopper, planId: string) => dataOf<{ plans: { ppid: string }[] }>(await me.get('get-plan-pricing-detail', { pid: planId })).plans[0]!.ppid;
  const cartPlans = async (me: Shopper) => dataOf<{ result: { plan_id: string }[] }>(await me.get('get-plan-cart')).result.map((l) => l.plan_id);

  it('refuses a change of the cart based on what another window has since changed: add, membership pair, remove, checkout', async () => {
    const me = await startEnrollment(server, { tier: 'IF' });
    const [dental, vision, hospital] = [await ppidOf(me, '111'), await ppidOf(me, '121'), await ppidOf(me, '163')];
    const membership = dataOf<{ membership: { plan_id: string; ppid: string } }>(await me.get('check-prudential-plan', { plan_id: '163' })).membership;
    // The cart's reads say which version they show: the cart and its effective dates, at one version.
    const opened = await me.get('get-plan-cart');
    const seen = versionOf(opened);
    const datesRead = await me.get('get-cart-effective-dates');
    expect(versionOf(datesRead)).toBe(seen);
    const date = dataOf<{ result: string[] }>(datesRead).result[0]!;

    // Window 1 adds dental based on what it read: applied, and the answer names the version after it.
    const added = await cartChange(me, 'add-plan-to-cart', { plan_id: '111', plan_pricing_id: dental }, seen);
    expect(added.status, added.text).toBe(200);
    expect(versionOf(added)).toBe(seen + 1);

    // Window 2, still showing the empty cart: every change it makes is refused, and nothing of window 1's is undone.
    const stale = [
      ['add-plan-to-cart', { plan_id: '121', plan_pricing_id: vision }],
      ['add-plan-to-cart-prudentials', { plan_id: membership.plan_id, plan_pricing_id: membership.ppid, plan_id1: '163', plan_pricing_id1: hospital }],
      ['remove-plan-from-cart', { plan_id: '111', plan_pricing_id: dental }],
      ['cart-checkout', { effective_date: date, type: 'applicant' }],
    ] as const;
    for (const [path, data] of stale) {
      const refused = await cartChange(me, path, data, seen);
      expect(refused.status, `${path}: ${refused.text}`).toBe(409);
      expect(fieldsOfError(refused), path).toEqual({ enrollment_version: Messages.enrollmentChangedElsewhere });
    }
    expect(await cartPlans(me)).toEqual(['111']);
    expect(dataOf<{ selected?: string }>(await me.get('get-cart-effective-dates')).selected).toBeUndefined();
    // Each refusal is journaled with its field error.
    const journal = (await journalTypes(server, me.enrollmentId)).filter((e) => e.outcome === 'rejected');
    expect(journal.map((e) => [e.type, e.detail])).toEqual(stale.map(([path]) => [path, { enrollment_version: Messages.enrollmentChangedElsewhere }]));

    // Based on the cart as it is now, each goes through, one after the other.
    let at = versionOf(await me.get('get-plan-cart'));
    for (const [path, data] of stale) {
      const applied = await cartChange(me, path, data, at);
      expect(applied.status, `${path}: ${applied.text}`).toBe(200);
      expect(versionOf(applied)).toBe(at + 1);
      at += 1;
    }
    expect(await cartPlans(me)).toEqual(['121', '901', '163']);
  });

  it('bases the CLI’s cart use cases on the cart or plan they read: a second window’s removal, add and checkout are refused', async () => {
    const me = await startEnrollment(server, { tier: 'IO' });
    const jar = cookieJar(Object.fromEntries([me.cookie.split('=') as [string, string]]));
    const api = apiClient(undiciTransport(server.url, jar));
    const deps = { cart: httpCart(api), plans: httpPlanDetails(api), session: memorySessionStore({ quote: { tempId: me.enrollmentId } }) };
    (await addPlanToCart(deps)({ planId: '111', pricingId: await ppidOf(me, '111') }))._unsafeUnwrap();
    (await addPlanToCart(deps)({ planId: '121', pricingId: await ppidOf(me, '121') }))._unsafeUnwrap();
    const window1 = (await loadCart(deps)())._unsafeUnwrap();
    const window2 = (await loadCart(deps)())._unsafeUnwrap();
    const plan2 = (await openPlanDetail(deps)('131'))._unsafeUnwrap();
    expect(window1.screen.version()).toBe(window2.screen.version());
    expect(plan2.screen?.version()).toBe(window2.screen.version());

    // Window 1 removes dental, then vision: each based on what the one before answered.
    (await removePlanFromCart(deps)(window1.lines.find((l) => l.planId === '111')!, window1.screen))._unsafeUnwrap();
    expect(window1.screen.version()).toBe((window2.screen.version() ?? 0) + 1);
    // Window 2 and the plan page, opened before: refused with the domain's conflict, the cart as window 1 left it.
    const changedElsewhere = { kind: 'conflict', reason: 'changed-elsewhere', message: Messages.enrollmentChangedElsewhere };
    expect((await removePlanFromCart(deps)(window2.lines.find((l) => l.planId === '121')!, window2.screen))._unsafeUnwrapErr()).toEqual(changedElsewhere);
    const dates = (await loadEffectiveDates(deps)())._unsafeUnwrap().dates;
    expect((await checkOutCart(deps)(dates[0]!, 'applicant', window2.screen))._unsafeUnwrapErr()).toEqual(changedElsewhere);
    const price = plan2.price.kind === 'priced' ? plan2.price.options[0]!.pricingId : '';
    expect((await addPlanToCart(deps)({ planId: '131', pricingId: price }, plan2.screen))._unsafeUnwrapErr()).toEqual(changedElsewhere);
    expect(await cartPlans(me)).toEqual(['121']);
    // Window 1 goes on from where it is: checkout based on its own last change.
    expect((await checkOutCart(deps)(dates[0]!, 'applicant', window1.screen))._unsafeUnwrap()).toMatchObject({ effectiveDate: dates[0] });
  });

  it('replays for support only on the version support read; each step is based on the one before it', async () => {
    const { token } = await server.db.transaction((tx) => createSupportToken(tx, `Versions ${backend}`));
    const desk = httpSupportDesk(apiClient(undiciTransport(server.url, cookieJar()), () => supportAuthorization(token)));
    const me = await startEnrollment(server, { tier: 'IO' });
    await shopAndCheckOut(me, ['111']);
    await fillPersonalAndContact(me, { email_address: 'versions.replay@example.com', phone_number: '2145550132' });
    const inspected = (await desk.inspect(me.enrollmentId))._unsafeUnwrap();
    // The owner changes the enrollment after support looked: the replay support asked for is refused, journaled.
    expect((await post(me, 'save-contact-info', { email_address: 'versions.replay2@example.com', phone_number: '2145550132', address1: '1 Elm', city: 'Addison', birth_state: 'TX', birth_city: 'Dallas' })).status).toBe(200);
    const stale = await replayEnrollment({ desk })(me.enrollmentId, { dryRun: false, basedOn: inspected.version });
    expect(stale._unsafeUnwrapErr()).toEqual({ kind: 'conflict', reason: 'changed-elsewhere', message: Messages.enrollmentChangedElsewhere });
    expect((await journalTypes(server, me.enrollmentId)).at(-1)).toMatchObject({ type: 'support-replay', outcome: 'rejected' });
    // Without a version given, the use case reads the current one first; the steps then chain on each other's versions.
    const replayed = (await replayEnrollment({ desk })(me.enrollmentId, { dryRun: false }))._unsafeUnwrap();
    expect(replayed.steps.filter((s) => s.outcome === 'applied').length).toBeGreaterThan(1);
    // It goes on to the first step nothing is saved for (billing), which only the owner can fill (docs/adr/0800).
    expect(replayed.steps.some((s) => s.outcome === 'refused')).toBe(false);
    expect(replayed.steps.at(-1)).toMatchObject({ tab: 'billing_info', outcome: 'needs-owner' });
    expect(replayed.stoppedAt).toBe(replayed.steps.at(-1)?.type);
  });
});
