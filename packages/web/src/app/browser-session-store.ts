import { groupedSessionStore, type SessionNames, type SessionStore } from '@benefit-store/ports';

/**
 * The spec's client-persisted names, the only place they are spelled (docs/adr/0503): localStorage keeps
 * exactly these keys, which the browser tests and returning visitors' storage depend on.
 */
export const SPEC_SESSION_NAMES = {
  site: {
    landingInfo: 'landingInfo',
    landingUrl: 'landingUrl',
    repInfo: 'repInfo',
    displayName: 'display_name',
    openType: 'open_type',
    agentId: 'agent_id',
    agentCode: 'agent_code',
    groupId: 'group_id',
    gname: 'gname',
    gcode: 'gcode',
    portalId: 'portal_id',
    portalCode: 'portal_code',
    portalName: 'portal_name',
    referral: 'referral',
    referrerInfo: 'referrerInfo',
  },
  access: {
    isRepAuthenticated: 'isRepAuthenticated',
    employeeEnrollment: 'employeeEnrollment',
    siteHost: 'siteHost',
    source: 'source',
    fromSite: 'fromSite',
  },
  quote: {
    tempId: 'tempId',
    cartCount: 'cartCount',
    isFilterDataSubmitted: 'isFilterDataSubmitted',
  },
  enrollment: {
    enrollType: 'enroll_type',
    userId: 'user_id',
    tier: 'tier',
    state: 'state',
    planId: 'planId',
    effectiveDate: 'effectiveDate',
    showQuotation: 'show-quotation',
    isCurrentMemberAvailable: 'isCurrentMemberAvailable',
    navArray: 'nav_array',
    navto: 'navto',
    healthTrack: 'health_track',
    isSpouseEnrollAccept: 'isSpouseEnrollAccept',
    continueTrack: 'continue_track',
    firstTrack: 'first_track',
    dependentSyncId: 'dependent_sync_id',
  },
  signIn: {
    eprocess: 'eprocess',
    usertype: 'usertype',
    username: 'username',
  },
  planList: {
    menuSelectedItem: 'menuSelectedItem',
    selectedCategoryKey: 'selectedCategorykey',
    selectedCategoryValue: 'selectedCategoryValue',
  },
  device: {
    deviceId: 'deviceId',
    locationAnswered: 'locationAnswered',
    zipCode: 'zip_code',
    location: 'location',
  },
} as const satisfies SessionNames;

const names: SessionNames = SPEC_SESSION_NAMES;

/** The session in localStorage, under the spec's names; clear() removes only those keys. `changed` hears every change. */
export const localStorageSessionStore = (storage: Storage = window.localStorage, changed?: () => void): SessionStore =>
  groupedSessionStore(
    {
      get: (name) => storage.getItem(name) ?? undefined,
      set: (name, value) => {
        storage.setItem(name, value);
        changed?.();
      },
      remove: (name) => {
        storage.removeItem(name);
        changed?.();
      },
    },
    (group, field) => names[group][field],
  );
