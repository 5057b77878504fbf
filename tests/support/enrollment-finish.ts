import { http, type Answer } from './http.ts';
import type { TestServer } from './test-server.ts';
import { asShopper, CONTACT, dataOf, PERSONAL, type Shopper } from './wizard-journey.ts';

/**
 * Helpers for the wizard's second part over the bare wire (docs/adr/0720): shop real plans into the cart and check
 * out, accept the agreements shown, and the card, bank and signature values the suites check are never stored.
 */

/** A 1x1 PNG: what the signature canvas sends, as a data URL. */
export const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** Values that must never be found in the database, the journal or the log. */
export const SECRETS = {
  visa: '4111111111111111',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  securityCode: '8642',
  amexSecurityCode: '9173',
  account: '000123456789',
  otherAccount: '987650001234',
} as const;

export const CARD = {
  payment_method: 'cc',
  first_name_on_cc: 'Dana',
  last_name_on_cc: 'Rivera',
  card_number: SECRETS.visa,
  expiration_month: '07',
  expiration_year: '2030',
  security_code: SECRETS.securityCode,
  address1: '100 Main St',
  city: 'Addison',
  state: 'TX',
  zip: '75001',
  is_physical_address: 'no',
};

export const EFT = {
  payment_method: 'eft',
  routing_number: '111000025',
  account_name: 'Alex Rivera',
  bank_name: 'Bank of America',
  account_number: SECRETS.account,
  account_type: 'checking',
  account_holder_type: 'individual',
  bill_date: '15',
};

/** Signs in as a demo account: the session cookie. */
export const signIn = async (server: TestServer, email: string, password: string): Promise<string> => {
  const answer = await http(server.url, 'POST', '/api/v1/auth/sign-in', { body: { email, password } });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`sign-in answered ${answer.status}: ${answer.text}`);
  return answer.cookie;
};

export const JORDAN = { email: 'jordan.avery@averybenefits.example', password: 'DemoRep#2026' };

/** Starts a quote in a session of its own (or the cookie's): the shopper. */
export const startEnrollment = async (server: TestServer, filter: Record<string, string> = {}, cookie?: string): Promise<Shopper> => {
  const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
    cookie,
    body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', ...filter },
  });
  if (started.status !== 200) throw new Error(`add-filter-for-new-user answered ${started.status}: ${started.text}`);
  return asShopper(server, started.cookie ?? cookie, dataOf<{ temp_enrollment_id: string }>(started).temp_enrollment_id);
};

const ok = (answer: Answer, what: string): Answer => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.text}`);
  return answer;
};

/** Adds each plan at its first price option, then checks out on the first effective date offered. */
export const shopAndCheckOut = async (me: Shopper, planIds: readonly string[], type: 'applicant' | 'rep' = 'applicant') => {
  for (const planId of planIds) {
    const pricing = ok(await me.get('get-plan-pricing-detail', { pid: `${planId}0` }), `pricing ${planId}`);
    const ppid = dataOf<{ plans: { ppid: string }[] }>(pricing).plans[0]!.ppid;
    ok(await me.post('add-plan-to-cart', { plan_id: planId, plan_pricing_id: ppid }), `add ${planId}`);
  }
  const dates = dataOf<{ result: string[] }>(ok(await me.get('get-cart-effective-dates'), 'effective dates')).result;
  ok(await me.post('cart-checkout', { effective_date: dates[0]!, type }), 'checkout');
  return dates[0]!;
};

/** Personal and contact information, as part 1 saves them. */
export const fillPersonalAndContact = async (me: Shopper, contact: Record<string, string> = {}) => {
  ok(await me.post('save-personal-info', PERSONAL), 'personal');
  ok(await me.post('save-contact-info', { ...CONTACT, ...contact }), 'contact');
};

/** The hashes of every agreement the enrollment shows now. */
export const agreementHashes = async (me: Shopper): Promise<string[]> =>
  dataOf<{ text_hash: string }[]>(ok(await me.get('get-agreement-texts'), 'agreement texts')).map((t) => t.text_hash);

/** Agreement & Signature as an applicant: every agreement, the date of birth, the name and a drawn signature. */
export const signAsApplicant = async (me: Shopper, name = 'Dana Rivera') =>
  me.post('save-agreement-info', { accepted_texts: await agreementHashes(me), answer: '01/15/1985', user_name: name, signature: SIGNATURE, eprocess: 'applicant' });

export const mailCode = (text: string): string => {
  const match = /Code: (\S+)/.exec(text);
  if (!match) throw new Error(`no code in the mail: ${text}`);
  return match[1]!;
};
