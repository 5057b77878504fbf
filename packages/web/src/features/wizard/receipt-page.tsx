import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney, Messages, receiptSentLine } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { CART_CHANGED, DataTopics, WIZARD_CHANGED } from '../../app/data-topics.ts';
import { useForget, useInvalidate, useUseCaseQuery } from '../../app/data.ts';
import { tellOtherWindows } from '../../app/other-windows.ts';
import { useTexts } from '../../app/language.ts';
import { SiteConfig, useHomeRoute, useHost, useSiteData } from '../../shell/index.ts';
import { useShownDate } from '../../ui/shown-date.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { CompletionTexts } from './completion-texts.ts';
import '../../styles/wizard.css';
import '../../styles/wizard-finish.css';

let visits = 0;

/**
 * enrollment/receipt (doc 002): greets the enrolled person by name, shows the confirmation number (policy id), says
 * the 'Enrollment Receipt' was sent, shows the site's thank-you image, and Return goes where the receipt rule says.
 * Loading it generates the first invoice when asked and clears the stored enrollment id and dependent sync id, so
 * it is read once per visit.
 */
export const ReceiptPage = () => {
  const load = useUseCase('LoadReceipt');
  const [visit] = useState(() => ++visits);
  const host = useHost();
  const receipt = useUseCaseQuery(DataTopics.receipt(visit), () => load({ host, specialHost: SiteConfig.specialHost }));
  const { branding } = useSiteData();
  const home = useHomeRoute();
  const invalidate = useInvalidate();
  const forget = useForget();
  const heading = useRef<HTMLHeadingElement>(null);
  const texts = useTexts(CompletionTexts);
  const messages = useTexts(Messages);
  const shownDate = useShownDate();
  const page = receipt.data;

  useEffect(() => {
    if (page) heading.current?.focus();
  }, [page]);
  const settled = receipt.status !== 'loading';
  useEffect(() => {
    // The enrollment is confirmed (the review's save) and no longer in this browser: the header's cart and context
    // read again, whether or not the receipt could be shown.
    if (!settled) return;
    void invalidate(CART_CHANGED);
    // The wizard's steps and data were this enrollment's: Back to a step reads afresh and finds none in progress.
    forget(WIZARD_CHANGED);
    // The visitor's other windows shared that enrollment: their headers empty their carts too.
    tellOtherWindows(CART_CHANGED);
  }, [settled, invalidate, forget]);

  if (!page && receipt.status === 'failed') {
    return (
      <section className="wizard receipt" aria-labelledby="receipt-missing-title">
        <div className="wizard-step wizard-step--soon">
          <h1 id="receipt-missing-title">{texts.receiptLine}</h1>
          <p className="wizard-step__lead" role="alert">
            {texts.receiptMissing}
          </p>
          <div className="wizard-actions">
            <Link className="button button--primary" to={home}>
              {texts.returnButton}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  if (!page) return <RouteFallback />;

  const { receipt: r, invoice, returnTo } = page;
  // Exactly who the 'Enrollment Receipt' went to (docs/adr/0712).
  const sent = receiptSentLine(r.sentTo ?? [], messages);
  return (
    <section className="wizard receipt" aria-labelledby="receipt-title">
      <div className="wizard-step receipt__card">
        {branding?.thankYouImage ? <img className="receipt__image" src={branding.thankYouImage} alt="" width="180" height="180" /> : null}
        <p className="eyebrow">{texts.receiptTitle}</p>
        <h1 id="receipt-title" ref={heading} tabIndex={-1}>
          {texts.greeting(r.name)}
        </h1>
        <div className="receipt__number">
          <span className="receipt__number-label">{texts.confirmationNumber}</span>
          <strong className="receipt__number-value">{r.policyId}</strong>
        </div>
        {sent ? <p className="receipt__sent">{sent}</p> : null}
        {r.effectiveDate ? (
          <p className="receipt__detail">
            {texts.effectiveDate}: <strong>{shownDate(r.effectiveDate)}</strong>
          </p>
        ) : null}
        {invoice ? <p className="receipt__detail">{texts.invoice(formatMoney(invoice.amount), shownDate(invoice.dueDate))}</p> : null}
        {(r.carriers ?? []).map((c) => (
          <p key={`${c.carrier}-${c.sentOn}`} className="receipt__detail receipt__carrier">
            {texts.sentToCarrier(c.carrier, c.sentOn, c.status)}
          </p>
        ))}
        <div className="wizard-actions receipt__actions">
          <Link className="button button--primary" to={returnTo}>
            {texts.returnButton}
          </Link>
        </div>
      </div>
    </section>
  );
};
