import { useState } from 'react';
import type { TabName } from '@benefit-store/domain';
import type { SectionView } from '@benefit-store/ports';
import { Modal } from '../../ui/modal.tsx';
import { sectionDetails, sectionStatus, type SectionDetails } from './review-details.ts';
import { CompletionTexts } from './completion-texts.ts';

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

const STATUS_TEXT = { saved: CompletionTexts.statusSaved, draft: CompletionTexts.statusDraft, missing: CompletionTexts.statusMissing } as const;

/** What a step never completed says: the agreement is signed below on the signing page, the rest edited from review. */
const missingText = (tab: TabName, editable: boolean): string =>
  tab === 'agreement_info' ? CompletionTexts.notSigned : editable ? CompletionTexts.notCompletedEdit : CompletionTexts.notCompleted;

export const ReviewCards = ({ cards, sections, onEdit, editing = false }: ReviewCardsProps) => {
  const [open, setOpen] = useState<TabName>();
  return (
    <>
      <ul className="review-cards">
        {cards.map((tab) => {
          const section = sections[tab];
          const status = sectionStatus(section);
          const title = CompletionTexts.cardTitles[tab];
          const details = sectionDetails(tab, section);
          return (
            <li key={tab} className={`review-card review-card--${status}`}>
              <div className="review-card__head">
                <h2 className="review-card__title">{title}</h2>
                <span className={`review-card__status review-card__status--${status}`}>{STATUS_TEXT[status]}</span>
              </div>
              <p className="review-card__summary">{status === 'missing' ? missingText(tab, onEdit !== undefined) : details.summary || '—'}</p>
              <button type="button" className="button wizard-button-alt wizard-button-small review-card__view" aria-label={`${CompletionTexts.viewDetails}: ${title}`} onClick={() => setOpen(tab)}>
                {CompletionTexts.viewDetails}
              </button>
            </li>
          );
        })}
      </ul>
      {open ? (
        <DetailsModal
          title={CompletionTexts.cardTitles[open]}
          details={sectionDetails(open, sections[open])}
          missing={sectionStatus(sections[open]) === 'missing' ? missingText(open, onEdit !== undefined) : undefined}
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
const DetailsModal = ({ title, details, missing, onClose, onEdit, editing }: DetailsModalProps) => (
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
        {CompletionTexts.close}
      </button>
      {onEdit ? (
        <button type="button" className="button button--primary" onClick={onEdit} disabled={editing}>
          {CompletionTexts.editDetails}
        </button>
      ) : null}
    </div>
  </Modal>
);

interface PlansPanelProps {
  readonly plans: readonly { readonly name: string; readonly price: string }[];
  readonly firstMonthTotal: string;
  readonly recurringMonthly: string;
  readonly effectiveDate?: string | undefined;
}

/** The side panel: each cart plan with its price, First Month Total Cost and Recurring Monthly Cost. */
export const PlansPanel = ({ plans, firstMonthTotal, recurringMonthly, effectiveDate }: PlansPanelProps) => (
  <aside className="review-side" aria-labelledby="review-side-title">
    <h2 id="review-side-title" className="review-side__title">
      {CompletionTexts.yourPlans}
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
        <dt>{CompletionTexts.firstMonthTotal}</dt>
        <dd>{firstMonthTotal}</dd>
      </div>
      <div>
        <dt>{CompletionTexts.recurringMonthly}</dt>
        <dd>{recurringMonthly}</dd>
      </div>
      {effectiveDate ? (
        <div>
          <dt>{CompletionTexts.effectiveDate}</dt>
          <dd>{effectiveDate}</dd>
        </div>
      ) : null}
    </dl>
  </aside>
);
