import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { GenderOptions, Limits, maskDateInput, maskDigits, type FieldErrors } from '@benefit-store/domain';
import type { CartNoticeView, EditQuoteFilterInput, StoredFilter } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';

interface EditQuoteModalProps {
  readonly filter: StoredFilter;
  /** Show (and require) the category: a premier plan is selected or in the cart. */
  readonly asksCategory: boolean;
  /** A premier plan is in the cart: the tiers read as the search summary reads them. */
  readonly premierInCart?: boolean;
  /** The menu category the page shows, if any (`?type=`). */
  readonly selectedCategory?: string | undefined;
  /** The modal's title; the plans page's 'Edit your details' when not given. */
  readonly title?: string;
  readonly onClose: () => void;
  readonly onSaved?: () => void;
}

const initialValues = (filter: StoredFilter): EditQuoteFilterInput => ({
  zip: filter.zip,
  dob: filter.dob,
  gender: filter.gender,
  tier: filter.tier,
  category: filter.category ?? '',
  isSmoker: filter.isSmoker ?? '',
  annualIncome: filter.annualIncome ?? '',
  workingHours: filter.workingHours ?? '',
});

/**
 * What the saved change did to the cart (docs/adr/0613): the server took out the plans the new details cannot buy
 * and repriced the rest; the shopper reads which and why before going on (here or in the cart).
 */
const CartChangedModal = ({ changes, onClose }: { changes: readonly CartNoticeView[]; onClose: () => void }) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  return (
    <Modal title={texts.quoteUpdated} onClose={onClose}>
      <div className="quote-edit__changes" role="status">
        <p>{texts.cartChangedLead}</p>
        <ul>
          {changes.map((change) => (
            <li key={change.planId} className={`quote-edit__change quote-edit__change--${change.change}`}>
              {words.message(change.message)}
            </li>
          ))}
        </ul>
      </div>
      <div className="modal-actions">
        <Link className="button button--ghost" to="/cart" onClick={onClose}>
          {texts.viewCart}
        </Link>
        <button type="button" className="button button--primary" onClick={onClose}>
          {texts.ok}
        </button>
      </div>
    </Modal>
  );
};

/**
 * The editable filter form (doc 001 section 2.2) in a modal: zip, dob, gender, tier, category (only while a
 * premier plan is selected or in the cart), smoker, annual income, working hours. Saving updates the quote;
 * everything that depends on it loads again. When the cart had to follow (a plan left, a price moved), the modal
 * says so before it closes.
 */
export const EditQuoteModal = ({ filter, asksCategory, premierInCart = false, selectedCategory, title: givenTitle, onClose, onSaved }: EditQuoteModalProps) => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  const title = givenTitle ?? texts.editTitle;
  const edit = useUseCase('EditQuoteFilter');
  const save = useUseCaseMutation((input: EditQuoteFilterInput) => edit(input, { ...(selectedCategory ? { selectedCategory } : {}) }), QUOTE_CHANGED);
  const loadCategories = useUseCase('LoadPlanCategories');
  const categories = useUseCaseQuery(DataTopics.planCategories, () => loadCategories(), { enabled: asksCategory }).data ?? [];
  const [values, setValues] = useState<EditQuoteFilterInput>(() => initialValues(filter));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string>();
  const [cartChanges, setCartChanges] = useState<readonly CartNoticeView[]>();

  const set = (key: keyof EditQuoteFilterInput, field: string = key) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    save.mutate(
      values,
      {
        onSuccess: (saved) => {
          onSaved?.();
          if (saved.cartChanges && saved.cartChanges.length > 0) setCartChanges(saved.cartChanges);
          else onClose();
        },
        onError: (error) => {
          if (error.kind !== 'validation') return setBanner(error.message);
          setErrors(error.fields);
          // A field error the form has no field for still reaches the user.
          const shown = ['zip', 'dob', 'gender', 'tier', 'category', 'annual_incode', 'working_hours'];
          const other = Object.entries(error.fields).find(([field]) => !shown.includes(field));
          if (other) setBanner(other[1]);
        },
      },
    );
  };

  if (cartChanges) return <CartChangedModal key="cart-changed" changes={cartChanges} onClose={onClose} />;
  return (
    <Modal key="edit" title={title} onClose={onClose} wide>
      <form className="quote-edit" onSubmit={submit} noValidate aria-label={title}>
        <p className="quote-edit__lead">{texts.editLead}</p>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {words.message(banner)}
          </p>
        ) : null}
        <div className="quote-edit__grid">
          <Field label={texts.zip} error={errors.zip}>
            <input inputMode="numeric" autoComplete="postal-code" maxLength={Limits.zip} value={values.zip} onChange={(e) => set('zip')(maskDigits(e.target.value, Limits.zip))} />
          </Field>
          <Field label={texts.dob} error={errors.dob}>
            <input inputMode="numeric" autoComplete="bday" placeholder={texts.datePlaceholder} maxLength={Limits.usDate} value={values.dob} onChange={(e) => set('dob')(maskDateInput(e.target.value))} />
          </Field>
          <Field label={texts.gender} error={errors.gender}>
            <select value={values.gender} onChange={(e) => set('gender')(e.target.value)}>
              <option value="">{texts.select}</option>
              {GenderOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {words.message(option.label)}
                </option>
              ))}
            </select>
          </Field>
          <TierSelect label={texts.tier} value={values.tier} error={errors.tier} onChange={set('tier')} premierInCart={premierInCart} />
          {asksCategory ? (
            <Field label={texts.category} error={errors.category}>
              <select value={values.category ?? ''} onChange={(e) => set('category')(e.target.value)}>
                <option value="">{texts.select}</option>
                {categories.map((c) => (
                  <option key={c.key} value={c.key}>
                    {words.message(c.label)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field label={texts.smoker} error={errors.is_smoker}>
            <select value={values.isSmoker ?? ''} onChange={(e) => set('isSmoker', 'is_smoker')(e.target.value)}>
              <option value="">{texts.select}</option>
              <option value="1">{texts.smokerYes}</option>
              <option value="0">{texts.smokerNo}</option>
            </select>
          </Field>
          <Field label={texts.annualIncome} error={errors.annual_incode} hint={texts.optional}>
            <input inputMode="numeric" value={values.annualIncome ?? ''} onChange={(e) => set('annualIncome', 'annual_incode')(e.target.value)} />
          </Field>
          <Field label={texts.workingHours} error={errors.working_hours} hint={texts.optional}>
            <input inputMode="numeric" maxLength={Limits.workingHours} value={values.workingHours ?? ''} onChange={(e) => set('workingHours', 'working_hours')(e.target.value)} />
          </Field>
        </div>
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {texts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
};
