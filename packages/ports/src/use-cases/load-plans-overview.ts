import { okAsync, type ResultAsync } from 'neverthrow';
import {
  asksForCategory,
  childrenOptions,
  isTier,
  needsChildren,
  needsSpouseDob,
  quoteSummary,
  type DomainError,
  type SummaryItem,
} from '@benefit-store/domain';
import type { CartGateway } from '../driven/cart-gateway.ts';
import type { FilterGateway, StoredFilter } from '../driven/filter-gateway.ts';
import type { PlanQuestionsGateway } from '../driven/plan-questions-gateway.ts';
import type { SessionStore } from '../driven/session-store.ts';
import { withQuote } from '../shopping/current-quote.ts';
import type { DependentsInfo } from '../shopping/shopping-types.ts';

/** The plans page's dependent-information block: what the tier asks for and what is stored. */
export interface DependentsBlock {
  readonly needsSpouseDob: boolean;
  readonly needsChildren: boolean;
  /** 1-8 for Family, 1-9 for Member + Children. */
  readonly childrenOptions: readonly number[];
  readonly info: DependentsInfo;
}

/** The head of the plans page: the search summary, the edit form's values and the dependents block. */
export interface PlansOverview {
  readonly filter: StoredFilter;
  /** Category (premier only), zip, gender, smoker (once answered), tier, DOB. */
  readonly summary: readonly SummaryItem[];
  readonly premierInCart: boolean;
  /** The filter form shows (and requires) the category: a premier plan is selected or in the cart. */
  readonly asksCategory: boolean;
  /** Absent for tier IO (Member Only): nobody else to tell about. */
  readonly dependents?: DependentsBlock;
}

/**
 * Loads the plans page's head for the current quote (not-found NO_QUOTE_YET without one): the stored
 * filter, whether a premier plan is in the cart (get-plan-cart), the dependents block for tiers other than IO
 * (get-temp-dependent-info). `selectedCategory` is the menu category the page shows (`?type=`).
 */
export const loadPlansOverview =
  (deps: { readonly filters: FilterGateway; readonly cart: CartGateway; readonly questions: PlanQuestionsGateway; readonly session: SessionStore }) =>
  (selectedCategory?: string): ResultAsync<PlansOverview, DomainError> =>
    withQuote(deps.session, (tempId) =>
      deps.filters.current(tempId).andThen((filter) => {
        const tier = isTier(filter.tier) ? filter.tier : undefined;
        const premier = deps.cart
          .cart(tempId)
          .map((cart) => cart.premier)
          .orElse(() => okAsync(false));
        const askDependents = tier !== undefined && (needsSpouseDob(tier) || needsChildren(tier));
        const dependents = askDependents
          ? deps.questions
              .dependents(tempId)
              .orElse(() => okAsync<DependentsInfo, DomainError>({}))
              .map((info): DependentsBlock | undefined => ({
                needsSpouseDob: needsSpouseDob(tier),
                needsChildren: needsChildren(tier),
                childrenOptions: childrenOptions(tier),
                info,
              }))
          : okAsync<DependentsBlock | undefined, DomainError>(undefined);
        return premier.andThen((premierInCart) =>
          dependents.map((block): PlansOverview => {
            const asksCategory = asksForCategory(selectedCategory, premierInCart);
            return {
              filter,
              summary: quoteSummary({ ...filter, premier: asksCategory, premierInCart }),
              premierInCart,
              asksCategory,
              ...(block ? { dependents: block } : {}),
            };
          }),
        );
      }),
    );

declare module '../use-case-registry.ts' {
  interface UseCases {
    LoadPlansOverview: ReturnType<typeof loadPlansOverview>;
  }
}
