import type { FastifyInstance } from 'fastify';
import {
  Messages,
  formatUsDate,
  isEnrollType,
  isOpenType,
  validateQuoteFilter,
  type CalendarDate,
  type FieldErrors,
  type QuoteFilterInput,
  dropEmpty,
} from '@benefit-store/domain';
import { Routes, routePattern } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { stateForZip } from '../catalog/zip-states.ts';
import {
  createTempEnrollment,
  findOwnedEnrollment,
  journal,
  updateFilter,
  type EnrollmentContextRecord,
  type FilterRecord,
} from '../enrollments/temp-enrollments.ts';
import { sendFieldErrors, success } from '../http/envelope.ts';
import { optionalText, text } from '../http/request-values.ts';
import type { Session, Sessions } from '../sessions/sessions.ts';

interface Deps {
  readonly db: Database;
  readonly sessions: Sessions;
  readonly today: () => CalendarDate;
}

/** Runs the domain's filter rules, then the one rule only the server knows: which state a ZIP lies in. */
const checkFilter = (input: QuoteFilterInput, today: CalendarDate): { ok: true; filter: FilterRecord } | { ok: false; fields: FieldErrors } => {
  const result = validateQuoteFilter(input, today);
  // A well-formed ZIP no state uses is reported together with the other fields' errors.
  const state = stateForZip(input.zip);
  const zipError: FieldErrors = /^\d{5}$/.test(input.zip) && !state ? { zip: Messages.invalidZip } : {};
  if (result.isErr()) return { ok: false, fields: { ...result.error, ...zipError } };
  if (!state) return { ok: false, fields: { zip: Messages.invalidZip } };
  const { zip, gender, tier, dob } = result.value;
  return { ok: true, filter: { zip, gender, tier, dob: formatUsDate(dob), state, is_smoker: '0' } };
};

/**
 * The enrollment context as the session is entitled to it. The client's eprocess is a hint: only a
 * signed-in rep or group administrator may enroll as one; everyone else shops as an applicant.
 */
const contextFor = (session: Session, body: unknown): EnrollmentContextRecord => {
  const role = session.principal?.role;
  const eprocess = role === 'rep' || role === 'group' ? role : 'applicant';
  const openType = text(body, 'open_type');
  const enrollType = text(body, 'type');
  return dropEmpty({
    eprocess,
    open_type: isOpenType(openType) ? openType : undefined,
    type: isEnrollType(enrollType) ? enrollType : 'new-member',
    agent_id: optionalText(body, 'agent_id'),
    group_id: optionalText(body, 'group_id'),
    platform_group_id: optionalText(body, 'platform_group_id'),
    referral: optionalText(body, 'referral'),
  }) as EnrollmentContextRecord;
};

const filterInput = (body: unknown): QuoteFilterInput => ({
  zip: text(body, 'zip'),
  gender: text(body, 'gender'),
  tier: text(body, 'tier'),
  dob: text(body, 'dob'),
});

export const registerFilterRoutes = (app: FastifyInstance, { db, sessions, today }: Deps) => {
  app.post(routePattern(Routes.addFilterForNewUser), async (request, reply) => {
    const session = await sessions.require(request, reply);
    const checked = checkFilter(filterInput(request.body), today());
    if (!checked.ok) {
      await journal(db, { enrollmentId: null, sessionId: session.id, type: 'add-filter-for-new-user', payload: request.body, outcome: 'rejected', detail: checked.fields });
      return sendFieldErrors(reply, 422, checked.fields);
    }
    const smoker = text(request.body, 'is_smoker');
    const filter = dropEmpty({ ...checked.filter, is_smoker: smoker === '1' ? '1' : '0', category: optionalText(request.body, 'category') }) as FilterRecord;
    const enrollment = await db.transaction(async (tx) => {
      const created = await createTempEnrollment(tx, session.id, contextFor(session, request.body), filter);
      await journal(tx, { enrollmentId: created.id, sessionId: session.id, type: 'add-filter-for-new-user', payload: request.body, outcome: 'ok' });
      return created;
    });
    return success({ temp_enrollment_id: enrollment.id, state: filter.state });
  });

  app.put<{ Params: { tempId: string } }>(
    routePattern(Routes.changeFilterInfo),
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const enrollment = await findOwnedEnrollment(db, request.params.tempId, session.id);
      if (!enrollment) return sendFieldErrors(reply, 404, { enrollment_id: Messages.enrollmentNotFound });
      // Fields left out of the update keep their stored values.
      const current = enrollment.filter;
      const merged = { ...filterInputFromRecord(current), ...dropEmpty(filterInput(request.body)) };
      const checked = checkFilter(merged, today());
      if (!checked.ok) {
        await journal(db, { enrollmentId: enrollment.id, sessionId: session.id, type: 'change-filter-info', payload: request.body, outcome: 'rejected', detail: checked.fields });
        return sendFieldErrors(reply, 422, checked.fields);
      }
      const smoker = text(request.body, 'is_smoker') || current.is_smoker;
      const filter = dropEmpty({
        ...current,
        ...checked.filter,
        is_smoker: smoker === '1' ? '1' : '0',
        category: optionalText(request.body, 'category') ?? current.category,
        annual_incode: optionalText(request.body, 'annual_incode') ?? current.annual_incode,
        working_hours: optionalText(request.body, 'working_hours') ?? current.working_hours,
      }) as FilterRecord;
      const context = { ...enrollment.context, ...dropEmpty({ agent_id: optionalText(request.body, 'agent_id'), group_id: optionalText(request.body, 'group_id') }) };
      await db.transaction(async (tx) => {
        await updateFilter(tx, enrollment.id, filter, context);
        await journal(tx, { enrollmentId: enrollment.id, sessionId: session.id, type: 'change-filter-info', payload: request.body, outcome: 'ok' });
      });
      return success({ temp_enrollment_id: enrollment.id, state: filter.state });
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    routePattern(Routes.getEnrollmentTempInfo),
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const enrollment = await findOwnedEnrollment(db, request.query.enrollment_id ?? '', session.id);
      if (!enrollment) return sendFieldErrors(reply, 404, { enrollment_id: Messages.enrollmentNotFound });
      const column = request.query.column ?? '';
      const value = readColumn(enrollment, column);
      if (value === undefined) return sendFieldErrors(reply, 422, { column: Messages.unknownColumn });
      return success({ result: value });
    },
  );

  app.get<{ Querystring: Record<string, string | undefined> }>(
    routePattern(Routes.validateZipCode),
    async (request, reply) => {
      const zip = (request.query.zip_code ?? '').trim();
      const state = stateForZip(zip);
      if (!state) return sendFieldErrors(reply, 422, { zip_code: zip === '' ? Messages.fieldRequired : Messages.invalidZip });
      return success({ zip_code: zip, state });
    },
  );
};

const filterInputFromRecord = (filter: FilterRecord): QuoteFilterInput => ({
  zip: filter.zip ?? '',
  gender: filter.gender ?? '',
  tier: filter.tier ?? '',
  dob: filter.dob ?? '',
});

/** The named piece of an enrollment, as get-enrollment-temp-info's `column` selects it. */
const readColumn = (enrollment: { context: EnrollmentContextRecord; filter: FilterRecord }, column: string): unknown => {
  switch (column) {
    case 'filter_info':
      return enrollment.filter;
    case 'type':
      return enrollment.context.type ?? null;
    case 'eprocess':
      return enrollment.context.eprocess ?? null;
    case 'group_id':
      return enrollment.context.group_id ?? null;
    default:
      return undefined;
  }
};
