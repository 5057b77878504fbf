import { useState, type FormEvent } from 'react';
import { formatMoney, Limits, Messages, type DomainError, type FieldErrors, type QuoteDetailsAsks } from '@benefit-store/domain';
import type { MembershipOffer, OfferPopup, StoredFilter } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { ModalForm } from '../../ui/modal-form.tsx';
import { SafeHtml } from '../../ui/safe-html.tsx';
import { usePlanWords } from '../plans/index.ts';
import { PlanDetailTexts } from './plan-detail-texts.ts';

/** Annual Income (doc 001 section 2.3): annual income and working hours; `asks` is the one the banner needs. */
export const AnnualIncomeModal = ({ filter, asks, onClose }: { filter?: StoredFilter | undefined; asks: QuoteDetailsAsks; onClose: () => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const saveDetails = useUseCase('SaveQuoteDetails');
  const mutation = useUseCaseMutation((input: { annualIncome: string; workingHours: string }) => saveDetails(input, asks), QUOTE_CHANGED);
  const [income, setIncome] = useState(filter?.annualIncome ?? '');
  const [hours, setHours] = useState(filter?.workingHours ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      { annualIncome: income, workingHours: hours },
      { onSuccess: onClose, onError: (error) => (error.kind === 'validation' ? setErrors(error.fields) : setBanner(error.message)) },
    );
  };
  return (
    <ModalForm title={texts.annualIncomeTitle} texts={texts} onClose={onClose} onSubmit={submit} banner={banner} busy={mutation.isPending}>
      <Field label={texts.annualIncome} error={errors.annual_incode}>
        <input inputMode="numeric" value={income} onChange={(e) => setIncome(e.target.value)} />
      </Field>
      <Field label={texts.workingHours} error={errors.working_hours}>
        <input inputMode="numeric" maxLength={Limits.workingHours} value={hours} onChange={(e) => setHours(e.target.value)} />
      </Field>
    </ModalForm>
  );
};

/** Tobacco Usage: 'Do you smoke?' Yes or No, No (0) chosen to start with (doc 001 section 9). */
export const TobaccoModal = ({ filter, onClose }: { filter?: StoredFilter | undefined; onClose: () => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const messages = useTexts(Messages);
  const words = usePlanWords();
  const saveDetails = useUseCase('SaveQuoteDetails');
  const mutation = useUseCaseMutation((isSmoker: string) => saveDetails({ isSmoker }), QUOTE_CHANGED);
  const [answer, setAnswer] = useState(filter?.isSmoker === '1' ? '1' : '0');
  const [failure, setFailure] = useState<DomainError>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(answer, { onSuccess: onClose, onError: setFailure });
  };
  return (
    <ModalForm title={texts.tobaccoTitle} texts={texts} onClose={onClose} onSubmit={submit} banner={failure ? words.failure(failure) : undefined} busy={mutation.isPending}>
      <fieldset className="choice">
        <legend>{messages.doYouSmoke}</legend>
        {(['1', '0'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name="is_smoker" value={value} checked={answer === value} onChange={() => setAnswer(value)} />
            {value === '1' ? texts.yes : texts.no}
          </label>
        ))}
      </fieldset>
    </ModalForm>
  );
};

/** alreadyActiveMsg: the server's message and OK. */
export const AlreadyActiveModal = ({ message, onClose }: { message: string; onClose: () => void }) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  return (
    <Modal title={texts.alreadyActiveTitle} onClose={onClose}>
      <p className="pd-modal-message">{words.message(message)}</p>
      <div className="modal-actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {texts.ok}
        </button>
      </div>
    </Modal>
  );
};

interface OfferModalProps {
  readonly offer: OfferPopup;
  readonly busy: boolean;
  /** Already in the visitor's language. */
  readonly error?: string | undefined;
  readonly onDecline: () => void;
  readonly onAccept: () => void;
}

/** accidentPlanShow: the offer after adding (its title, header, plan and price) with 'No, thank you.' and 'Add To Cart'. */
export const AccidentOfferModal = ({ offer, busy, error, onDecline, onAccept }: OfferModalProps) => {
  const texts = useTexts(PlanDetailTexts);
  const messages = useTexts(Messages);
  return (
    <Modal title={offer.title || offer.name} onClose={onDecline}>
      <div className="pd-offer">
        {offer.header ? <SafeHtml className="pd-html pd-offer__header" html={offer.header} /> : null}
        <div className="pd-offer__plan">
          {offer.logo ? <img src={offer.logo} alt="" width="56" height="56" /> : null}
          <div>
            <p className="pd-offer__name">{offer.name}</p>
            <p className="pd-offer__price">
              <strong>{formatMoney(offer.price)}</strong> {texts.perMonth}
            </p>
          </div>
        </div>
        {offer.link ? (
          <p>
            <a href={offer.link} target="_blank" rel="noreferrer">
              {offer.linkDescription || offer.link}
            </a>
          </p>
        ) : null}
        {error ? (
          <p className="banner banner--error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="modal-actions">
        <button type="button" className="button button--ghost" onClick={onDecline}>
          {messages.accidentOfferDecline}
        </button>
        <button type="button" className="button button--primary" onClick={onAccept} disabled={busy}>
          {texts.addOffer}
        </button>
      </div>
    </Modal>
  );
};

/** custom-modal: the membership a prudential-type plan needs ($5.00 a month); choosing it adds both plans. */
export const MembershipModal = ({
  membership,
  enrolling,
  onClose,
  onChoose,
}: {
  membership: MembershipOffer;
  /** Opened by Enroll Now: choosing goes on to checkout. */
  enrolling: boolean;
  onClose: () => void;
  onChoose: () => void;
}) => {
  const texts = useTexts(PlanDetailTexts);
  const words = usePlanWords();
  const [chosen, setChosen] = useState(false);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(Messages.membershipRequired);
    onChoose();
  };
  return (
    <Modal title={texts.membershipTitle} onClose={onClose} wide>
      <form onSubmit={submit} noValidate aria-label={texts.membershipTitle}>
        <p className="pd-muted">{texts.membershipLead}</p>
        <label className={`pd-membership${chosen ? ' pd-membership--chosen' : ''}`}>
          <input
            type="radio"
            name="membership"
            checked={chosen}
            aria-describedby={error ? 'membership-error' : undefined}
            onChange={() => {
              setChosen(true);
              setError(undefined);
            }}
          />
          <span>
            <strong>{texts.chooseMembership(membership.name, formatMoney(membership.price))}</strong>
            <SafeHtml className="pd-html pd-membership__text" html={membership.texts.bodyText} />
          </span>
        </label>
        {error ? (
          <p className="field__error" id="membership-error" role="alert">
            {words.message(error)}
          </p>
        ) : null}
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary">
            {enrolling ? texts.enrollWithMembership : texts.addWithMembership}
          </button>
        </div>
      </form>
    </Modal>
  );
};
