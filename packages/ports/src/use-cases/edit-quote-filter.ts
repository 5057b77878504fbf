import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  asksForCategory,
  hasQuoteDetails,
  mergeFieldErrors,
  validateQuoteDetails,
  validateQuoteFilter,
  validationError,
  type DomainError,
  type QuoteDetailsInput,
  type QuoteFilterInput,
} from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { Clock } from '../driven/clock.ts';
import type { FilterGateway, FilterSaved } from '../driven/filter-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import { storedContext } from './submit-quote-filter.ts';

export type EditQuoteFilterInput = QuoteFilterInput & QuoteDetailsInput;

/**
 * The plans page's (and the plan page's) editable filter form: zip, dob, gender, tier, category (required while
 * a premier plan is selected or in the cart), smoker, annual income, working hours. Every field's message at
 * once (wire keys: zip, dob, gender, tier, category, annual_incode, working_hours); then one change-filter-info
 * with the basic fields and the answers given (empty values are never sent). The server's cart follows the quote:
 * the answer names the lines it took out or repriced (`cartChanges`), for the page to tell the shopper.
 */
export const editQuoteFilter =
  (deps: { readonly filters: FilterGateway; readonly cart: CartGateway; readonly session: SessionStore; readonly clock: Clock }) =>
  (input: EditQuoteFilterInput, options: { readonly selectedCategory?: string } = {}): ResultAsync<FilterSaved, DomainError> =>
    withQuote(deps.session, (tempId) =>
      deps.cart
        .cart(tempId)
        .map((cart) => cart.premier)
        .orElse(() => okAsync(false))
        .andThen((premierInCart) => {
          const category = asksForCategory(options.selectedCategory, premierInCart);
          const filter = validateQuoteFilter(input, deps.clock.today(), { premierInCart: category });
          const details = validateQuoteDetails(input);
          if (filter.isErr() || details.isErr()) {
            return errAsync(validationError(mergeFieldErrors(filter.isErr() ? filter.error : {}, details.isErr() ? details.error : {})));
          }
          const extras = { ...details.value, ...(filter.value.category ? { category: filter.value.category } : {}) };
          // One change of the quote (basic fields and answers together): the cart follows it once.
          return deps.filters
            .update(tempId, filter.value, storedContext(deps.session), hasQuoteDetails(extras) || extras.category ? extras : undefined)
            .map((saved) => {
              deps.session.enrollment.set('tier', filter.value.tier);
              if (saved.state) deps.session.enrollment.set('state', saved.state);
              deps.session.quote.set('isFilterDataSubmitted', 'true');
              return saved;
            });
        }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    EditQuoteFilter: ReturnType<typeof editQuoteFilter>;
  }
}
