import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Limits, Messages, RECEIPT_PATH, targetPath, type TabName } from '@benefit-store/domain';
import type { ReviewStep as ReviewStepData } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useVisitor } from '../../shell/index.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RemoteSigningPanel } from './remote-signing.tsx';
import { PlansPanel, ReviewCards } from './review-cards.tsx';
import { reviewRefusalOf, type ReviewRefusal } from './review-details.ts';
import { loadedStep, SaveLaterModal, StepFrame, type SaveLaterSource } from './step-frame.tsx';
import { useStepSave, useStepScreen } from './step-screen.tsx';
import type { StepProps } from './wizard-nav.ts';
import { CompletionTexts } from './completion-texts.ts';

const Review = ({ tab, steps, data }: StepProps & { readonly data: ReviewStepData }) => {
  // Confirming empties the cart; the receipt, where a confirmed review always goes, makes the header follow once the
  // enrollment has left this browser (read here, the header's figures and recommendations were read again for nothing).
  const save = useStepSave('SaveReview');
  const { settle } = useStepScreen();
  const edit = useUseCaseMutation(useUseCase('EditFromReview'));
  const navigate = useNavigate();
  const visitor = useVisitor();
  const [notes, setNotes] = useState(data.summary.additionalNotes);
  const [refusal, setRefusal] = useState<ReviewRefusal>();
  const [savingLater, setSavingLater] = useState(false);
  const texts = useTexts(CompletionTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const finished = data.summary.finished;
  const contactEmail = data.summary.sections.contact_info?.data.email_address;
  const memberEmail = typeof contactEmail === 'string' ? contactEmail : '';
  const saveLater: SaveLaterSource = () => ({ tab: 'review_info', data: { additional_notes: notes } });

  const onNext = () =>
    save.mutate(notes, {
      onSuccess: ({ next }) => void navigate(targetPath(next.target)),
      onError: (error) => {
        // Confirmed in another window, or changed there: the step says so (and shows the current data).
        if (settle(error)) return;
        setRefusal(reviewRefusalOf(error));
      },
    });

  const onEdit = (target: TabName) => edit.mutate(target, { onSuccess: ({ path }) => void navigate(path) });

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      saveLater={saveLater}
      lead={<p>{texts.reviewLead}</p>}
      next={{ hidden: finished, hint: texts.confirmHint }}
      modals={
        <>
          {visitor?.signedIn && !finished ? <RemoteSigningPanel defaultEmail={memberEmail} /> : null}
          {refusal ? (
            <Modal title={messages.reviewSaveFailed} onClose={() => setRefusal(undefined)}>
              {refusal.steps.length > 0 ? (
                <div className="review-refused">
                  <p className="review-refused__title">{texts.stepsToFinish}</p>
                  <ul className="wizard-banner-list">
                    {refusal.steps.map((m) => (
                      <li key={m}>{translate(m)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              {refusal.others.length > 0 ? (
                <div className="review-refused">
                  <ul className="wizard-banner-list">
                    {refusal.others.map((m) => (
                      <li key={m}>{translate(m)}</li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="wizard-modal-actions wizard-modal-actions--stack">
                <button type="button" className="button button--ghost" onClick={() => setRefusal(undefined)}>
                  {texts.close}
                </button>
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setRefusal(undefined);
                    setSavingLater(true);
                  }}
                >
                  {texts.saveAndContinueLater}
                </button>
              </div>
            </Modal>
          ) : null}
          {savingLater ? <SaveLaterModal source={saveLater} onClose={() => setSavingLater(false)} /> : null}
        </>
      }
    >
      {finished && data.summary.policyId ? (
        <p className="wizard-note wizard-note--ok" role="status">
          {texts.alreadyConfirmed(data.summary.policyId)} <Link to={RECEIPT_PATH}>{texts.viewReceipt}</Link>
        </p>
      ) : null}
      <div className="review-layout">
        <div className="review-main">
          <ReviewCards cards={data.cards} sections={data.summary.sections} {...(finished ? {} : { onEdit })} editing={edit.isPending} />
          <Field label={texts.additionalNotes} hint={texts.additionalNotesHint}>
            <textarea rows={3} value={notes} readOnly={finished} maxLength={Limits.text} onChange={(e) => setNotes(e.target.value)} />
          </Field>
        </div>
        <PlansPanel plans={data.plans} firstMonthTotal={data.firstMonthTotal} recurringMonthly={data.recurringMonthly} effectiveDate={data.summary.effectiveDate} />
      </div>
    </StepFrame>
  );
};

/**
 * Review & Confirmation (doc 002), the wizard's last step (docs/adr/0720): a card per required step and always
 * Agreement & Signature (View Details, Edit Details), the plans with First Month Total Cost and Recurring Monthly
 * Cost, the additional notes; Next confirms the enrollment and opens the receipt. A refused confirmation shows
 * 'Something went wrong. Please save your enrollment.' with Save and Continue Later.
 */
export const ReviewStep = loadedStep('LoadReviewStep', Review);
