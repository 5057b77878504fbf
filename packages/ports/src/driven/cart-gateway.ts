import type { ResultAsync } from 'neverthrow';
import type { DomainError, PlanRef } from '@benefit-store/domain';
import type { CartChange, CartView, CheckoutDone, CheckoutType, EffectiveDates, OfferPopup } from '../shopping/shopping-types.ts';
import type { TabDefinition } from '@benefit-store/domain';
import type { VersionLink } from './enrollment-version.ts';

/** The cart of a quote and its checkout, as the server keeps and prices it. */
export interface CartGateway {
  /** The same gateway for one screen's reads or one of its changes (docs/adr/0712: the enrollment's version). */
  versioned(link: VersionLink): CartGateway;
  cart(tempId: string): ResultAsync<CartView, DomainError>;
  /** One plan, or (prudential-type) the membership pair then the plan. */
  add(tempId: string, refs: readonly PlanRef[]): ResultAsync<CartChange, DomainError>;
  remove(tempId: string, ref: PlanRef): ResultAsync<CartView, DomainError>;
  /** The offer to show after adding the plan (the accident offer), if any. */
  offersAfterAdding(tempId: string, planId: string): ResultAsync<readonly OfferPopup[], DomainError>;
  /** The checkout upsells, in order (applicants only; the server decides). */
  checkoutUpsells(tempId: string): ResultAsync<readonly OfferPopup[], DomainError>;
  effectiveDates(tempId: string): ResultAsync<EffectiveDates, DomainError>;
  checkout(tempId: string, effectiveDate: string, type: CheckoutType): ResultAsync<CheckoutDone, DomainError>;
  /** Records the server's snapshot of the cart (save-screenshot), named for the screen that took it (default 'cart'). */
  snapshot(tempId: string, name?: string): ResultAsync<string, DomainError>;
  wizardTabs(tempId: string): ResultAsync<readonly TabDefinition[], DomainError>;
}
