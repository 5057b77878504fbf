import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { describeError, GenderOptions, Limits, maskDateInput, maskDigits, type FieldErrors } from '@benefit-store/domain';
import type { CartNoticeView, EditQuoteFilterInput, StoredFilter } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { TierSelect } from '../../ui/tier-select.tsx';
import { PlansTexts } from './plans-texts.ts';

interface EditQuoteModalProps {
  readonly filter: StoredFilter;
  /** Show (and require) the category: a premier plan is selected or in the cart. */
  readonly asksCategory: boolean;
  /** A premier plan is in the cart: the tiers read as the search summary reads them. */
  readonly premierInCart?: boolean;
  /** The menu category the page shows, if any (`?type=`). */
  readonly selectedCategory?: string | undefined;
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
const CartChangedModal = ({ changes, onClose }: { changes: readonly CartNoticeView[]; onClose: () => void }) => (
  <Modal title={PlansTexts.quoteUpdated} onClose={onClose}>
    <div className="quote-edit__changes" role="status">
      <p>{PlansTexts.cartChangedLead}</p>
      <ul>
        {changes.map((change) => (
          <li key={change.planId} className={`quote-edit__change quote-edit__change--${change.change}`}>
            {change.message}
          </li>
        ))}
      </ul>
    </div>
    <div className="modal-actions">
      <Link className="button button--ghost" to="/cart" onClick={onClose}>
        {PlansTexts.viewCart}
      </Link>
      <button type="button" className="button button--primary" onClick={onClose}>
        {PlansTexts.ok}
      </button>
    </div>
  </Modal>
);

/**
 * The editable filter form (doc 001 section 2.2) in a modal: zip, dob, gender, tier, category (only while a
 * premier plan is selected or in the cart), smoker, annual income, working hours. Saving updates the quote;
 * everything that depends on it loads again. When the cart had to follow (a plan left, a price moved), the modal
 * says so before it closes.
 */
export const EditQuoteModal = ({ filter, asksCategory, premierInCart = false, selectedCategory, title = PlansTexts.editTitle, onClose, onSaved }: EditQuoteModalProps) => {
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
          if (error.kind !== 'validation') return setBanner(describeError(error));
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
        <p className="quote-edit__lead">{PlansTexts.editLead}</p>
        {banner ? (
          <p className="banner banner--error" role="alert">
            {banner}
          </p>
        ) : null}
        <div className="quote-edit__grid">
          <Field label={PlansTexts.zip} error={errors.zip}>
            <input inputMode="numeric" autoComplete="postal-code" maxLength={Limits.zip} value={values.zip} onChange={(e) => set('zip')(maskDigits(e.target.value, Limits.zip))} />
          </Field>
          <Field label={PlansTexts.dob} error={errors.dob}>
            <input inputMode="numeric" autoComplete="bday" placeholder="MM/DD/YYYY" maxLength={Limits.usDate} value={values.dob} onChange={(e) => set('dob')(maskDateInput(e.target.value))} />
          </Field>
          <Field label={PlansTexts.gender} error={errors.gender}>
            <select value={values.gender} onChange={(e) => set('gender')(e.target.value)}>
              <option value="">{PlansTexts.select}</option>
              {GenderOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
          <TierSelect label={PlansTexts.tier} value={values.tier} error={errors.tier} onChange={set('tier')} premierInCart={premierInCart} />
          {asksCategory ? (
            <Field label={PlansTexts.category} error={errors.category}>
              <select value={values.category ?? ''} onChange={(e) => set('category')(e.target.value)}>
                <option value="">{PlansTexts.select}</option>
                {categories.map((c) => (
                  <option key={c.key} value={c.key}>
                    {c.label}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field label={PlansTexts.smoker} error={errors.is_smoker}>
            <select value={values.isSmoker ?? ''} onChange={(e) => set('isSmoker', 'is_smoker')(e.target.value)}>
              <option value="">{PlansTexts.select}</option>
              <option value="1">{PlansTexts.smokerYes}</option>
              <option value="0">{PlansTexts.smokerNo}</option>
            </select>
          </Field>
          <Field label={PlansTexts.annualIncome} error={errors.annual_incode} hint={PlansTexts.optional}>
            <input inputMode="numeric" value={values.annualIncome ?? ''} onChange={(e) => set('annualIncome', 'annual_incode')(e.target.value)} />
          </Field>
          <Field label={PlansTexts.workingHours} error={errors.working_hours} hint={PlansTexts.optional}>
            <input inputMode="numeric" maxLength={Limits.workingHours} value={values.workingHours ?? ''} onChange={(e) => set('workingHours', 'working_hours')(e.target.value)} />
          </Field>
        </div>
        <div className="modal-actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {PlansTexts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {PlansTexts.save}
          </button>
        </div>
      </form>
    </Modal>
  );
};
