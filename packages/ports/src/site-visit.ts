import { isDeviceId } from '@benefit-store/domain';
import type { SiteIdentity, SiteVisit } from './driven/help-desk.ts';
import { SessionKeys, type SessionStore } from './driven/session-store.ts';


/**
 * This device on this site. The device id is made once and kept under deviceId. The site is the origin
 * plus the landing segment, so that each rep's or group's site on a shared host counts as its own site.
 */
export const currentVisit = (session: SessionStore, site: SiteIdentity): SiteVisit => {
  let deviceId = session.get(SessionKeys.deviceId);
  if (!deviceId || !isDeviceId(deviceId)) {
    deviceId = site.newDeviceId();
    session.set(SessionKeys.deviceId, deviceId);
  }
  const landing = (session.get(SessionKeys.landingUrl) ?? '').replace(/^\/+|\/+$/g, '');
  const agentId = session.get(SessionKeys.agentId);
  const groupId = session.get(SessionKeys.groupId);
  return {
    deviceId,
    webUrl: site.origin().replace(/\/+$/, '') + (landing ? `/${landing}` : ''),
    ...(agentId ? { agentId } : {}),
    ...(groupId ? { groupId } : {}),
  };
};
