import { http, type Answer } from './http.ts';
import type { TestServer } from './test-server.ts';

/**
 * Helpers for wizard journeys over the bare wire: start a quote (add-filter-for-new-user) in a session of
 * its own, put plans into its cart, and call the wizard's routes with that session's cookie.
 */
export interface Shopper {
  readonly cookie: string;
  readonly enrollmentId: string;
  get(path: string, query?: Record<string, string>): Promise<Answer>;
  post(path: string, body: Record<string, unknown>): Promise<Answer>;
}

export const asShopper = (server: TestServer, cookie: string | undefined, enrollmentId: string): Shopper => ({
  cookie: cookie ?? '',
  enrollmentId,
  get: (path, query = {}) =>
    http(server.url, 'GET', `/api/v1/${path}?${new URLSearchParams({ enrollment_id: enrollmentId, ...query })}`, { cookie }),
  post: (path, body) => http(server.url, 'POST', `/api/v1/${path}`, { cookie, body: { enrollment_id: enrollmentId, ...body } }),
});

export const startQuote = async (server: TestServer, filter: Record<string, string> = {}, cookie?: string): Promise<Shopper> => {
  const started = await http(server.url, 'POST', '/api/v1/add-filter-for-new-user', {
    cookie,
    body: { zip: '75001', dob: '01/15/1985', gender: '1', tier: 'IO', ...filter },
  });
  if (started.status !== 200) throw new Error(`add-filter-for-new-user answered ${started.status}: ${started.text}`);
  const id = (started.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  return asShopper(server, started.cookie ?? cookie, id);
};

/**
 * Puts plans into the enrollment's cart the way the cart keeps them ({plan_id, plan_type}): there is no
 * add-to-cart route in this part yet, so the test writes the lines the cart route would.
 */
export const putInCart = async (server: TestServer, enrollmentId: string, planIds: readonly string[]) => {
  const plans = await server.db.query<{ plan_id: string; plan_type: string }>('SELECT plan_id, plan_type FROM plans WHERE plan_id = ANY($1::text[])', [
    planIds,
  ]);
  await server.db.query('UPDATE temp_enrollments SET cart = $2 WHERE id = $1', [enrollmentId, JSON.stringify(plans.map((p) => ({ plan_id: p.plan_id, plan_type: p.plan_type })))]);
};

export const journalTypes = async (server: TestServer, enrollmentId: string) =>
  server.db.query<{ type: string; outcome: string; payload: unknown; detail: unknown }>(
    'SELECT type, outcome, payload, detail FROM enrollment_events WHERE enrollment_id = $1 ORDER BY id',
    [enrollmentId],
  );

export const dataOf = <T = Record<string, unknown>>(answer: Answer): T => (answer.body as { data: T }).data;

export const PERSONAL = {
  first_name: 'Dana',
  middle_name: 'Q',
  last_name: 'Rivera',
  weight: '150',
  height_feet: '5',
  height_inch: '7',
  marital_status: '1',
  ssn: '123456789',
  ethnic_category: '12',
  ethnic_category_other_type: 'Basque',
  prior_coverage_flag: '0',
};

export const CONTACT = {
  email_address: 'dana.rivera@example.com',
  phone_number: '2145550100',
  address1: '100 Main St',
  city: 'Addison',
  birth_state: 'TX',
  birth_city: 'Dallas',
  with_validation: '1',
};

export const EMPLOYER = {
  name: 'Acme Manufacturing',
  phone: '9725550110',
  address1: '1 Acme Way',
  city: 'Plano',
  state: 'tx',
  zip: '75024',
  average_work_week: '40+',
  employment_start_date: '03/01/2019',
  occupation: 'Machinist',
  compensation_type: 'Salary',
  employment_status: 'A',
  emp_industry: 'Manufacturing',
  emp_num_employed: '250',
  emp_vac_policy: '2-weeks',
  emp_barg_unit: 'none',
  holiday_policy: { Standard_6: 1, Birthday: '1' },
};

export const answersAllNo = () => ({
  condition_questions: ['141', '142', '143', '144', '145', '146', '147'].map((id) => ({ question_id: id, yes_no_flag: '0' })),
  medication_question: { question_id: '150', yes_no_flag: '0', medications: [] },
  notes: '',
});
