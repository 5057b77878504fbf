import * as t from 'io-ts';
import type { Queryable } from '../db/database.ts';
import { Nullable, row } from '../db/rows.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';

/**
 * What a client stores to open any saved step of an enrollment again (continue-enrollment, direct-continue;
 * docs/adr/0710, 0720): the context (group, portal, rep, open type, enroll type, eprocess), and what the steps after
 * the quote read from storage: the tier and state of the quote, the effective date chosen at checkout, the member an
 * existing-member enrollment is for, and the referral.
 */
export const resumeContext = async (db: Queryable, enrollment: EnrollmentRow) => {
  const c = enrollment.context;
  const dated = await row(db, t.type({ effective_date: Nullable(t.string) }), 'SELECT effective_date FROM temp_enrollments WHERE id = $1', [enrollment.id]);
  return {
    group_id: c.group_id ?? null,
    platform_group_id: c.platform_group_id ?? null,
    agent_id: c.agent_id ?? null,
    open_type: c.open_type ?? null,
    type: c.type === 'new-member' || c.type === undefined ? 'new-user' : c.type,
    eprocess: c.eprocess ?? null,
    tier: enrollment.filter.tier,
    state: enrollment.filter.state,
    effective_date: dated?.effective_date ?? null,
    user_id: c.user_id ?? null,
    referral: c.referral ?? null,
  };
};
