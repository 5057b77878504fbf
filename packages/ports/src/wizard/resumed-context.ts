import { isEnrollType, isEprocess, isNewMemberContinuation, isOpenType, savedTabTarget, Tiers, type SavedTabTarget } from '@benefit-store/domain';
import { SessionKeys, type SessionKey, type SessionStore } from '../driven/session-store.ts';
import type { ResumedEnrollment } from '../driven/wizard-gateway.ts';

/**
 * Stores what a resumed enrollment needs to open any of its steps (continue-enrollment, direct-continue; docs/adr/0710,
 * 0720): the enrollment id, its context (group, portal, rep, open type, enroll type, eprocess) and what the later
 * steps read from storage (tier, state, effective date, member, referral). Values the server does not give are
 * forgotten, so nothing of an earlier enrollment lingers. Answers the step to open.
 */
export const storeResumedEnrollment = (session: SessionStore, resumed: ResumedEnrollment, savedTab: string = resumed.savedTab): SavedTabTarget | undefined => {
  session.set(SessionKeys.tempId, resumed.enrollmentId);
  session.set(SessionKeys.continueTrack, 'true');
  const set = (key: SessionKey, value: string | undefined) => (value ? session.set(key, value) : session.remove(key));
  set(SessionKeys.groupId, resumed.groupId);
  set(SessionKeys.portalId, resumed.portalId);
  set(SessionKeys.agentId, resumed.agentId);
  set(SessionKeys.openType, isOpenType(resumed.openType) ? resumed.openType : undefined);
  set(SessionKeys.enrollType, isNewMemberContinuation(resumed.type) ? 'new-member' : isEnrollType(resumed.type) ? resumed.type : undefined);
  if (isEprocess(resumed.eprocess)) session.set(SessionKeys.eprocess, resumed.eprocess);
  if (resumed.tier !== undefined && (Tiers as readonly string[]).includes(resumed.tier)) session.set(SessionKeys.tier, resumed.tier);
  if (resumed.state) session.set(SessionKeys.state, resumed.state);
  set(SessionKeys.effectiveDate, resumed.effectiveDate);
  if (resumed.userId) session.set(SessionKeys.userId, resumed.userId);
  if (resumed.referral) session.set(SessionKeys.referral, resumed.referral);
  const target = savedTabTarget(savedTab);
  if (target?.disableQuotation) session.set(SessionKeys.showQuotation, 'false');
  return target;
};
