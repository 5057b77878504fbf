import { formatMoney } from '@benefit-store/domain';
import type { CartView } from '@benefit-store/ports';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { useShownDate } from '../../ui/shown-date.ts';
import { CartTexts } from './cart-texts.ts';

interface OrderInfoProps {
  readonly cart: CartView;
  readonly dates: readonly string[];
  readonly effectiveDate: string;
  /** An error targeted at effective_date (the checkout's), shown on the date. */
  readonly dateError: string | undefined;
  readonly canSendQuote: boolean;
  readonly onDateChange: (date: string) => void;
  readonly onProceed: () => void;
  readonly onContinueShopping: () => void;
  readonly onSendQuote: () => void;
}

/**
 * The Order Info panel: the effective date, the plans that come with others (not removable), First Month
 * Cost, Recurring Cost and Total Cost as the server priced them, and the page's actions.
 */
export const OrderInfo = ({ cart, dates, effectiveDate, dateError, canSendQuote, onDateChange, onProceed, onContinueShopping, onSendQuote }: OrderInfoProps) => {
  const texts = useTexts(CartTexts);
  const shownDate = useShownDate();
  const fixed = cart.lines.filter((line) => !line.removable);
  return (
    <aside className="order-info" aria-labelledby="order-info-title">
      <h2 id="order-info-title" className="cart-card__title">
        {texts.orderInfo}
      </h2>
      <Field label={texts.effectiveDate} error={dateError}>
        <select name="effective_date" value={effectiveDate} onChange={(e) => onDateChange(e.target.value)}>
          {dates.map((date) => (
            <option key={date} value={date}>
              {shownDate(date)}
            </option>
          ))}
        </select>
      </Field>
      {fixed.length > 0 ? (
        <div className="order-info__fixed">
          <h3 className="order-info__subtitle">{texts.includedPlans}</h3>
          <ul>
            {fixed.map((line) => (
              <li key={`${line.planId}-${line.pricingId}`}>
                <span>{line.name}</span>
                <span>{formatMoney(line.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="order-info__costs">
        <div>
          <dt>{texts.firstMonthCost}</dt>
          <dd>{formatMoney(cart.firstMonth)}</dd>
        </div>
        <div>
          <dt>{texts.recurringCost}</dt>
          <dd>{formatMoney(cart.recurring)}</dd>
        </div>
        <div className="order-info__total">
          <dt>{texts.totalCost}</dt>
          <dd>{formatMoney(cart.total)}</dd>
        </div>
      </dl>
      <div className="order-info__actions">
        <button type="button" className="button button--primary button--block" onClick={onProceed}>
          {texts.proceed}
        </button>
        <button type="button" className="button button--ghost button--block" onClick={onContinueShopping}>
          {texts.continueShopping}
        </button>
        {canSendQuote ? (
          <button type="button" className="button button--ghost button--block" onClick={onSendQuote}>
            {texts.sendQuote}
          </button>
        ) : null}
      </div>
    </aside>
  );
};
