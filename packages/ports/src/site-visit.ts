import { isDeviceId } from '@benefit-store/domain';
import type { SiteIdentity, SiteVisit } from './driven/help-desk.ts';
import type { SessionStore } from './driven/session-store.ts';


/**
 * This device on this site. The device id is made once and kept under deviceId. The site is the origin
 * plus the landing segment, so that each rep's or group's site on a shared host counts as its own site.
 */
export const currentVisit = (session: SessionStore, site: SiteIdentity): SiteVisit => {
  let deviceId = session.device.get('deviceId');
  if (!deviceId || !isDeviceId(deviceId)) {
    deviceId = site.newDeviceId();
    session.device.set('deviceId', deviceId);
  }
  const landing = (session.site.get('landingUrl') ?? '').replace(/^\/+|\/+$/g, '');
  const agentId = session.site.get('agentId');
  const groupId = session.site.get('groupId');
  return {
    deviceId,
    webUrl: site.origin().replace(/\/+$/, '') + (landing ? `/${landing}` : ''),
    ...(agentId ? { agentId } : {}),
    ...(groupId ? { groupId } : {}),
  };
};
