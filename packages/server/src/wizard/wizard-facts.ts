import { isBlank, isEnrollType, isEprocess, type EnrollType, type Eprocess, type Tier } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import type { EnrollmentRow } from '../repository/enrollment-store.ts';
import { findMemberRecord, readSectionsAndCartPlans, type CartPlanRow, type MemberRecordRow, type Sections } from '../repository/wizard-store.ts';

/**
 * What the wizard's reads and commands know about one enrollment: its context and quote, its saved
 * sections, the cart's plans (premier, tabs they need) and, for an existing member, the member on file.
 * Loaded with the caller's connection: inside a command, its transaction.
 */
export interface WizardFacts {
  readonly enrollment: EnrollmentRow;
  readonly sections: Sections;
  readonly plans: readonly CartPlanRow[];
  readonly member: MemberRecordRow | undefined;
  readonly tier: Tier;
  readonly eprocess: Eprocess;
  readonly enrollType: EnrollType;
  readonly groupId: string | undefined;
  /** A premier plan (plan type MM) is in the cart. */
  readonly premier: boolean;
  /** A plan in the cart asks for health questions: body measures become required for dependents. */
  readonly healthRequired: boolean;
  readonly existingMember: boolean;
}

export const loadFacts = async (db: Queryable, enrollment: EnrollmentRow): Promise<WizardFacts> => {
  const context = enrollment.context;
  const [{ sections, plans }, member] = await Promise.all([
    readSectionsAndCartPlans(db, enrollment.id, enrollment.cart),
    context.type === 'existing-user' || context.type === 'existing-member' ? findMemberRecord(db, context.user_id ?? '') : Promise.resolve(undefined),
  ]);
  return {
    enrollment,
    sections,
    plans,
    member,
    tier: enrollment.filter.tier,
    eprocess: isEprocess(context.eprocess) ? context.eprocess : 'applicant',
    enrollType: isEnrollType(context.type) ? context.type : 'new-member',
    groupId: isBlank(context.group_id) ? undefined : context.group_id,
    premier: plans.some((p) => p.plan_type === 'MM'),
    healthRequired: plans.some((p) => p.required_tabs.includes('primary_health_info')),
    existingMember: member !== undefined,
  };
};
