import { err, ok, type Result } from 'neverthrow';
import {
  dropEmpty,
  formatUsDate,
  isZipFormat,
  Messages,
  validateQuoteFilter,
  type CalendarDate,
  type FieldErrors,
  type QuoteFilterInput,
} from '@benefit-store/domain';
import type { AddFilterForNewUserRequest, ChangeFilterInfoRequest } from '@benefit-store/contract';
import { stateForZip } from './zip-states.ts';
import { newEnrollmentCommand, ownedEnrollmentCommand, refuse, type Refusal } from '../commands/command.ts';
import { contextFor, permittedAgent, permittedGroup } from './enrollment-context.ts';
import { createEnrollment, saveFilter, type EnrollmentContextRecord, type FilterRecord } from '../repository/enrollment-store.ts';

/**
 * Runs the domain's filter rules, then the one rule only the server knows: which state a ZIP lies in.
 * A well-formed ZIP that no state uses is reported together with the other fields' messages.
 */
export const checkFilter = (input: QuoteFilterInput, today: CalendarDate): Result<FilterRecord, FieldErrors> => {
  const result = validateQuoteFilter(input, today);
  const zip = input.zip.trim();
  const state = stateForZip(zip);
  const zipError: FieldErrors = isZipFormat(zip) && !state ? { zip: Messages.invalidZip } : {};
  if (result.isErr()) return err({ ...result.error, ...zipError });
  if (!state) return err({ zip: Messages.invalidZip });
  const { gender, tier, dob, isSmoker } = result.value;
  const answered = input.isSmoker === '0' || input.isSmoker === '1';
  return ok({ zip: result.value.zip, gender, tier, dob: formatUsDate(dob), state, is_smoker: isSmoker ?? '0', ...(answered ? { smoker_answered: '1' } : {}) });
};

const invalid = (fields: FieldErrors): Refusal => refuse(fields, 422);

/** POST add-filter-for-new-user: the Get Started form starts a temporary enrollment. */
export const StartQuote = newEnrollmentCommand<AddFilterForNewUserRequest>()({
  type: 'add-filter-for-new-user',
  milestone: 'started',
  check: async ({ tx, actor, payload, today }) => {
    const filter = checkFilter({ zip: payload.zip, gender: payload.gender, tier: payload.tier, dob: payload.dob, isSmoker: payload.is_smoker }, today);
    if (filter.isErr()) return err(invalid(filter.error));
    const context = await contextFor(tx, actor, payload);
    if (context.isErr()) return err(context.error);
    const record: FilterRecord = { ...filter.value, ...dropEmpty({ category: payload.category }) };
    return ok({ filter: record, context: context.value });
  },
  apply: async ({ tx, actor }, plan) => {
    if (actor.kind !== 'session') throw new Error('only a visitor starts a quote');
    const created = await createEnrollment(tx, { session: actor.sessionHash, account: actor.principal?.account_id ?? null }, plan.context, plan.filter);
    if (!created) throw new Error('the new enrollment was not returned');
    return { enrollmentId: created.id, state: plan.filter.state };
  },
});

const storedInput = (filter: FilterRecord): QuoteFilterInput => ({
  zip: filter.zip,
  gender: filter.gender,
  tier: filter.tier,
  dob: filter.dob,
  // A stored '0' is the default until the shopper answered; only an answer is carried forward as one.
  isSmoker: filter.smoker_answered === '1' ? filter.is_smoker : undefined,
});

/** PUT change-filter-info/{tempId}: any subset of the filter; what is left out keeps its stored value. */
export const ChangeFilter = ownedEnrollmentCommand<ChangeFilterInfoRequest>()({
  type: 'change-filter-info',
  // It sets the filter to its payload: support replay may run it again.
  replayable: true,
  check: async ({ tx, actor, enrollment, payload, today }) => {
    const stored = enrollment.filter;
    const given = dropEmpty({ zip: payload.zip, gender: payload.gender, tier: payload.tier, dob: payload.dob, isSmoker: payload.is_smoker });
    const filter = checkFilter({ ...storedInput(stored), ...given }, today);
    if (filter.isErr()) return err(invalid(filter.error));
    // The group the quote is filed under already stays (the visitor was let in under it); only another is checked.
    const sameGroup = payload.group_id === undefined || payload.group_id === enrollment.context.group_id;
    const group = sameGroup ? ok(payload.group_id) : await permittedGroup(tx, actor, payload.group_id, enrollment.context.referral);
    if (group.isErr()) return err(group.error);
    const principal = actor.kind === 'session' ? actor.principal : undefined;
    // A signed-in enroller's context keeps its own rep; a visitor's new rep must be one whose site still answers (the
    // rep the quote already has is kept as it is, even one disabled since: that enrollment may still be finished).
    const sameRep = payload.agent_id === undefined || payload.agent_id === enrollment.context.agent_id;
    const agent =
      principal || sameRep ? ok(undefined) : await permittedAgent(tx, actor, payload.agent_id, group.value ?? enrollment.context.group_id);
    if (agent.isErr()) return err(agent.error);
    const next: FilterRecord = {
      ...stored,
      ...filter.value,
      ...dropEmpty({ category: payload.category, annual_incode: payload.annual_incode, working_hours: payload.working_hours }),
    };
    const context: EnrollmentContextRecord = {
      ...enrollment.context,
      ...dropEmpty({ agent_id: agent.value, group_id: group.value }),
    };
    return ok({ filter: next, context });
  },
  apply: async ({ tx, enrollment, now }, plan) => {
    await saveFilter(tx, enrollment.id, plan.filter, plan.context, now);
    return { enrollmentId: enrollment.id, state: plan.filter.state };
  },
});

/** POST track-elevate-traffic: a visit from the elevate source, recorded in the enrollment's journal. */
export const TrackElevateTraffic = ownedEnrollmentCommand<{ readonly enrollment_id: string }>()({
  type: 'track-elevate-traffic',
  // A visit happened once: support replay does not record it again.
  replayable: false,
  // Only a trace in the journal: the enrollment's data and version stay (docs/adr/0712).
  changesData: false,
  check: async () => ok(undefined),
  apply: async ({ enrollment }) => ({ enrollmentId: enrollment.id }),
});
