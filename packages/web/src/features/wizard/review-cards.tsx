import { useState } from 'react';
import { Messages, type TabName } from '@benefit-store/domain';
import type { SectionView } from '@benefit-store/ports';
import { useLocale, useTexts, useTranslate } from '../../app/language.ts';
import { Modal } from '../../ui/modal.tsx';
import { sectionDetails, sectionStatus, type SectionDetails, type Words } from './review-details.ts';
import { CompletionTexts } from './completion-texts.ts';
import { WizardTexts } from './wizard-texts.ts';

/**
 * Review & Confirmation's cards (doc 002): one per required step and always Agreement & Signature, each with a
 * one-line summary and View Details, which opens the step's details read-only. With `onEdit` the modal offers
 * Edit Details (the wizard's review); without it (the member's signing page) it is read-only only.
 */
interface ReviewCardsProps {
  readonly cards: readonly TabName[];
  readonly sections: Readonly<Partial<Record<TabName, SectionView>>>;
  readonly onEdit?: (tab: TabName) => void;
  readonly editing?: boolean;
}

const statusText = (texts: typeof CompletionTexts, status: 'saved' | 'draft' | 'missing'): string =>
  status === 'saved' ? texts.statusSaved : status === 'draft' ? texts.statusDraft : texts.statusMissing;

/** What a step never completed says: the agreement is signed below on the signing page, the rest edited from review. */
const missingText = (texts: typeof CompletionTexts, tab: TabName, editable: boolean): string =>
  tab === 'agreement_info' ? texts.notSigned : editable ? texts.notCompletedEdit : texts.notCompleted;

/** The catalogues a step's details are worded from, in the visitor's language. */
const useWords = (): Words => ({
  completion: useTexts(CompletionTexts),
  wizard: useTexts(WizardTexts),
  messages: useTexts(Messages),
  translate: useTranslate(),
  locale: useLocale(),
});

export const ReviewCards = ({ cards, sections, onEdit, editing = false }: ReviewCardsProps) => {
  const [open, setOpen] = useState<TabName>();
  const words = useWords();
  const texts = words.completion;
  return (
    <>
      <ul className="review-cards">
        {cards.map((tab) => {
          const section = sections[tab];
          const status = sectionStatus(section);
          const title = texts.cardTitles[tab];
          const details = sectionDetails(words, tab, section);
          return (
            <li key={tab} className={`review-card review-card--${status}`}>
              <div className="review-card__head">
                <h2 className="review-card__title">{title}</h2>
                <span className={`review-card__status review-card__status--${status}`}>{statusText(texts, status)}</span>
              </div>
              <p className="review-card__summary">{status === 'missing' ? missingText(texts, tab, onEdit !== undefined) : details.summary || '—'}</p>
              <button type="button" className="button wizard-button-alt wizard-button-small review-card__view" aria-label={`${texts.viewDetails}: ${title}`} onClick={() => setOpen(tab)}>
                {texts.viewDetails}
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <DetailsModal
          title={texts.cardTitles[open]}
          details={sectionDetails(words, open, sections[open])}
          missing={sectionStatus(sections[open]) === 'missing' ? missingText(texts, open, onEdit !== undefined) : undefined}
          onClose={() => setOpen(undefined)}
          {...(onEdit ? { onEdit: () => onEdit(open) } : {})}
          editing={editing}
        />
      ) : null}
    </>
  );
};

interface DetailsModalProps {
  readonly title: string;
  readonly details: SectionDetails;
  /** The step was never completed: what to say instead of its details. */
  readonly missing: string | undefined;
  readonly onClose: () => void;
  readonly onEdit?: () => void;
  readonly editing: boolean;
}

/** A step's details, read-only; Edit Details goes back to the step (its Next then returns to review). */
const DetailsModal = ({ title, details, missing, onClose, onEdit, editing }: DetailsModalProps) => {
  const texts = useTexts(CompletionTexts);
  return (
    <Modal title={title} onClose={onClose} wide>
      {missing ? <p className="wizard-note">{missing}</p> : null}
      {details.groups.map((group, i) => (
        <section key={group.title ?? i} className="review-details">
          {group.title ? <h3 className="review-details__title">{group.title}</h3> : null}
          <dl className="review-details__list">
            {group.rows.map(([label, value]) => (
              <div key={label} className="review-details__row">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <div className="wizard-modal-actions wizard-modal-actions--stack">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {texts.close}
        </button>
        {onEdit ? (
          <button type="button" className="button button--primary" onClick={onEdit} disabled={editing}>
            {texts.editDetails}
          </button>
        ) : null}
      </div>
    </Modal>
  );
};

interface PlansPanelProps {
  readonly plans: readonly { readonly name: string; readonly price: string }[];
  readonly firstMonthTotal: string;
  readonly recurringMonthly: string;
  readonly effectiveDate?: string | undefined;
}

/** The side panel: each cart plan with its price, First Month Total Cost and Recurring Monthly Cost. */
export const PlansPanel = ({ plans, firstMonthTotal, recurringMonthly, effectiveDate }: PlansPanelProps) => {
  const texts = useTexts(CompletionTexts);
  return (
    <aside className="review-side" aria-labelledby="review-side-title">
      <h2 id="review-side-title" className="review-side__title">
        {texts.yourPlans}
      </h2>
      <ul className="review-side__plans">
        {plans.map((plan) => (
          <li key={plan.name} className="review-side__plan">
            <span className="review-side__plan-name">{plan.name}</span>
            <span className="review-side__price">{plan.price}</span>
          </li>
        ))}
      </ul>
      <dl className="review-side__totals">
        <div>
          <dt>{texts.firstMonthTotal}</dt>
          <dd>{firstMonthTotal}</dd>
        </div>
        <div>
          <dt>{texts.recurringMonthly}</dt>
          <dd>{recurringMonthly}</dd>
        </div>
        {effectiveDate ? (
          <div>
            <dt>{texts.effectiveDate}</dt>
            <dd>{effectiveDate}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
};
