import { isTier } from '@benefit-store/domain';

/**
 * Values the client keeps between visits (localStorage in the browser, a JSON file in the CLI), in typed
 * groups of camelCase fields: a group is what use cases read and forget together (docs/adr/0503), and
 * `forget()` drops exactly its fields. The port spells no storage names: each adapter names the fields
 * itself, the browser with the spec's localStorage names (only in packages/web/src/app/browser-session-store.ts),
 * the memory store and the CLI's state file with 'group.field'.
 */
export const SessionGroups = {
  /** Which site this browser shops on: everything a new site (landing segment, rep, group code, referral) replaces. */
  site: [
    'landingInfo', // the validated landing page (JSON: type agent|group, ids, landing_url)
    'landingUrl',
    'repInfo',
    'displayName',
    'openType', // 'agent' | 'group': the kind of site
    'agentId',
    'agentCode',
    'groupId',
    'gname',
    'gcode',
    'portalId',
    'portalCode',
    'portalName',
    'referral',
    'referrerInfo', // the referral's referrer and validity (JSON: name, valid), for 'Referred By'
  ],
  /** How this browser was let in. Outlives a change of site: opening a segment decides about each flag itself. */
  access: [
    'isRepAuthenticated', // passed the access page: opens the storefront shell
    'employeeEnrollment', // an employee enrolling through the employer: the header shows the employer
    'siteHost', // the white-label host this storage was resolved for
    'source', // e.g. 'elevate'
    'fromSite',
  ],
  /** The quote under way on the server (its tempId becomes the enrollment's id): forgotten whole with the site. */
  quote: ['tempId', 'cartCount', 'isFilterDataSubmitted'],
  /** The enrollment under way: who and what is enrolled, and the wizard's progress. */
  enrollment: [
    'enrollType',
    'userId',
    'tier',
    'state',
    'planId', // the plan opened last
    'effectiveDate',
    'showQuotation',
    'isCurrentMemberAvailable',
    'navArray', // the wizard's steps (JSON)
    'navto', // set by review's Edit Details: after the step's save, back to review (doc 002)
    'healthTrack', // an existing member's health answers were copied in once
    'isSpouseEnrollAccept', // the spouse question's answer ('yes' | 'no')
    'continueTrack', // opened by continue-enrollment
    'firstTrack', // cleared once the review is confirmed
    'dependentSyncId', // cleared with the enrollment id once the receipt is shown
  ],
  /** Who drives the enrollment: eprocess (applicant, or the signed-in rep or group) and the signed-in user. */
  signIn: ['eprocess', 'usertype', 'username'],
  /** The plan list's saved menu and category: the Plans crumb starts afresh without them. */
  planList: ['menuSelectedItem', 'selectedCategoryKey', 'selectedCategoryValue'],
  /** This device, whatever the site: its id and the location prompt's answer. */
  device: ['deviceId', 'locationAnswered', 'zipCode', 'location'],
} as const;

export type SessionGroup = keyof typeof SessionGroups;
export type SessionField<G extends SessionGroup> = (typeof SessionGroups)[G][number];

/**
 * Fields kept as text but read as values: the store parses them on read (the one place it happens), and a stored
 * text that names no value reads as absent. Use cases never check them again.
 */
const SessionReaders = {
  enrollment: { tier: isTier },
} as const satisfies { readonly [G in SessionGroup]?: { readonly [F in SessionField<G>]?: (value: string) => boolean } };

type Readers = typeof SessionReaders;
/** The type of a field's value: a parsed value for the fields in SessionReaders, else text. */
export type SessionValue<G extends SessionGroup, F extends SessionField<G>> = G extends keyof Readers
  ? F extends keyof Readers[G]
    ? Readers[G][F] extends (value: unknown) => value is infer V
      ? V
      : string
    : string
  : string;

const readers: { readonly [G in SessionGroup]?: Readonly<Partial<Record<string, (value: string) => boolean>>> } = SessionReaders;

/** One group's values. */
export interface SessionSlot<F extends string, V extends { readonly [K in F]: string } = { readonly [K in F]: string }> {
  get<K extends F>(field: K): V[K] | undefined;
  set<K extends F>(field: K, value: V[K]): void;
  remove(...fields: readonly F[]): void;
  /** Forgets every field of the group. */
  forget(): void;
}

/** A group's fields and the type of each. */
export type SessionGroupValues<G extends SessionGroup> = { readonly [F in SessionField<G>]: SessionValue<G, F> };
export type SessionSlots = { readonly [G in SessionGroup]: SessionSlot<SessionField<G>, SessionGroupValues<G>> };

export interface SessionStore extends SessionSlots {
  /** Forgets every value ('Not my site', sign-out, a referral). */
  clear(): void;
}

/** A memory store's initial values, by group. */
export type SessionValues = { readonly [G in SessionGroup]?: Partial<Record<SessionField<G>, string>> };

/** What an adapter stores values in, by the names its naming gives. */
export interface SessionBackend {
  get(name: string): string | undefined;
  set(name: string, value: string): void;
  remove(name: string): void;
}

export type SessionNaming = <G extends SessionGroup>(group: G, field: SessionField<G>) => string;

/** A name for every field of every group: an adapter's naming as a table. */
export type SessionNames = { readonly [G in SessionGroup]: Readonly<Record<SessionField<G>, string>> };

const groups = Object.keys(SessionGroups) as SessionGroup[];

/** The one SessionStore: an adapter supplies only where values live and what each field is called there. */
export const groupedSessionStore = (backend: SessionBackend, nameOf: SessionNaming): SessionStore => {
  const slot = <G extends SessionGroup>(group: G): SessionSlot<SessionField<G>> => {
    const remove = (...fields: readonly SessionField<G>[]) => {
      for (const field of fields) backend.remove(nameOf(group, field));
    };
    const read = readers[group];
    return {
      // A field with a reader reads as absent when its stored text names no value (it was not ours to keep).
      get: (field) => {
        const value = backend.get(nameOf(group, field));
        const reads = read?.[field];
        return value === undefined || reads === undefined || reads(value) ? value : undefined;
      },
      set: (field, value) => backend.set(nameOf(group, field), value),
      remove,
      forget: () => remove(...(SessionGroups[group] as readonly SessionField<G>[])),
    };
  };
  const slots = Object.fromEntries(groups.map((group) => [group, slot(group)])) as unknown as SessionSlots;
  return {
    ...slots,
    clear: () => {
      for (const group of groups) slots[group].forget();
    },
  };
};

/** 'group.field': the naming of the stores that have no spec to follow (memory, the CLI's state file). */
const qualifiedSessionName: SessionNaming = (group, field) => `${group}.${field}`;

/** A SessionStore over a plain record, under qualified names; the record is written in place, for its owner to persist. */
export const recordSessionStore = (values: Record<string, string>): SessionStore =>
  groupedSessionStore(
    {
      get: (name) => (Object.hasOwn(values, name) ? values[name] : undefined),
      set: (name, value) => {
        values[name] = value;
      },
      remove: (name) => {
        delete values[name];
      },
    },
    qualifiedSessionName,
  );

/** A SessionStore that keeps nothing beyond the process: tests, server-side rendering and one-shot CLI runs. */
export const memorySessionStore = (initial: SessionValues = {}): SessionStore => {
  const values: Record<string, string> = {};
  for (const group of groups) {
    for (const [field, value] of Object.entries(initial[group] ?? {})) {
      if (value !== undefined) values[qualifiedSessionName(group, field as SessionField<typeof group>)] = value;
    }
  }
  return recordSessionStore(values);
};
