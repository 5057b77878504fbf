import { formatMoney } from '@benefit-store/domain';
import type { CartLineView } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { Modal } from '../../ui/modal.tsx';
import { useTexts } from '../../app/language.ts';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { messagesOf, useShownMessages } from './cart-screen.tsx';
import { CartTexts } from './cart-texts.ts';

/** The plan details popup of a cart line: the plan's logo, price and description (server HTML, sanitised). */
export const PlanPopup = ({ line, onClose }: { line: CartLineView; onClose: () => void }) => {
  const cartTexts = useTexts(CartTexts);
  const shown = useShownMessages();
  const load = useUseCase('LoadPlanDescription');
  const plan = useUseCaseQuery(DataTopics.planDescription(line.planId), () => load(line.planId));
  const texts = plan.data?.texts;
  return (
    <Modal title={line.name} onClose={onClose} wide>
      <div className="plan-popup">
        <div className="plan-popup__head">
          <img className="cart-line__logo" src={line.logo} alt="" width="56" height="56" />
          <div>
            <p className="cart-line__price">
              <strong>{formatMoney(line.price)}</strong> <span>{cartTexts.perMonth}</span>
            </p>
            {line.label && line.label !== line.name ? <p className="cart-line__option plan-popup__option">{line.label}</p> : null}
          </div>
        </div>
        {plan.status === 'loading' ? <p className="plan-popup__loading">{cartTexts.planLoading}</p> : null}
        {plan.error ? (
          <p className="banner banner--error" role="alert">
            {shown(messagesOf(plan.error))}
          </p>
        ) : null}
        {texts ? (
          <div className="plan-popup__texts">
            {texts.headerText ? <SafeHtml className="plan-popup__header" html={texts.headerText} /> : null}
            {texts.bodyText ? <SafeHtml className="plan-popup__body" html={texts.bodyText} /> : null}
            {!texts.headerText && !texts.bodyText && plan.data?.shortText ? <SafeHtml className="plan-popup__body" html={plan.data.shortText} /> : null}
          </div>
        ) : null}
      </div>
    </Modal>
  );
};
