import { isEnrollType, isEprocess, isNewMemberContinuation, isOpenType, savedTabTarget, type SavedTabTarget } from '@benefit-store/domain';
import type { SessionSlot, SessionStore } from '../driven/session-store.ts';
import type { ResumedEnrollment } from '../driven/wizard-gateway.ts';

/** Sets a field, or forgets it when the server gave no value. */
const keep = <F extends string>(slot: SessionSlot<F>, field: F, value: string | undefined): void =>
  value ? slot.set(field, value) : slot.remove(field);

/**
 * Stores what a resumed enrollment needs to open any of its steps (continue-enrollment, direct-continue; docs/adr/0710,
 * 0720): the enrollment id, its context (group, portal, rep, open type, enroll type, eprocess) and what the later
 * steps read from storage (tier, state, effective date, member, referral). Values the server does not give are
 * forgotten, so nothing of an earlier enrollment lingers. Answers the step to open.
 */
export const storeResumedEnrollment = (session: SessionStore, resumed: ResumedEnrollment, savedTab: string = resumed.savedTab): SavedTabTarget | undefined => {
  session.quote.set('tempId', resumed.enrollmentId);
  session.enrollment.set('continueTrack', 'true');
  keep(session.site, 'groupId', resumed.groupId);
  keep(session.site, 'portalId', resumed.portalId);
  keep(session.site, 'agentId', resumed.agentId);
  keep(session.site, 'openType', isOpenType(resumed.openType) ? resumed.openType : undefined);
  keep(session.enrollment, 'enrollType', isNewMemberContinuation(resumed.type) ? 'new-member' : isEnrollType(resumed.type) ? resumed.type : undefined);
  if (isEprocess(resumed.eprocess)) session.signIn.set('eprocess', resumed.eprocess);
  if (resumed.tier) session.enrollment.set('tier', resumed.tier);
  if (resumed.state) session.enrollment.set('state', resumed.state);
  keep(session.enrollment, 'effectiveDate', resumed.effectiveDate);
  if (resumed.userId) session.enrollment.set('userId', resumed.userId);
  if (resumed.referral) session.site.set('referral', resumed.referral);
  const target = savedTabTarget(savedTab);
  if (target?.disableQuotation) session.enrollment.set('showQuotation', 'false');
  return target;
};
