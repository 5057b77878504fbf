/** What /quote/{token} hands the plan list: the notice about the quote it opened. */
export interface QuoteLinkState {
  readonly quoteNotice: readonly string[];
}

/** The router's state is anything a page was handed; this reads it as a quote link's. */
export const isQuoteLinkState = (state: unknown): state is QuoteLinkState =>
  typeof state === 'object' && state !== null && 'quoteNotice' in state && Array.isArray(state.quoteNotice) && state.quoteNotice.every((line) => typeof line === 'string');
