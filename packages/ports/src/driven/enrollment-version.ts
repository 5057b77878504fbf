/**
 * What one call of a gateway sends and learns about an enrollment's version (docs/adr/0712). Every answer about an
 * enrollment says which version its data is at; a change says which version its screen showed, and the server
 * refuses it (a `conflict`) when the enrollment has moved on since.
 */
export type VersionLink =
  /** A screen's reads: each successful answer's version is told to `seen`. */
  | { readonly kind: 'read'; readonly seen: (version: number) => void }
  /** A screen's change: sent based on `basedOn()`; only the answer of a change (never a read made meanwhile) is told to `seen`. */
  | { readonly kind: 'change'; readonly basedOn: () => number | undefined; readonly seen: (version: number) => void };
