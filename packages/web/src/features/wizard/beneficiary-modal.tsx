import { useRef, useState, type FormEvent } from 'react';
import { BeneficiaryFields, describeError, Limits, maskPercentage, Messages } from '@benefit-store/domain';
import type { BeneficiaryInputWithId, BeneficiaryWarning, Choice, FormField, StoredBeneficiary } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { Modal } from '../../ui/modal.tsx';
import type { BeneficiaryEntry } from './beneficiary-entry.ts';
import { DateField, ErrorBanner, SelectField, TextField, unplaced, useFocusFirstError, useFormState } from './wizard-fields.tsx';
import { formValues, ssnTyping, withSelectAllWhenMasked } from './wizard-values.ts';
import { WizardTexts } from './wizard-texts.ts';

const FIELDS = BeneficiaryFields;
type Values = Record<(typeof FIELDS)[number], string>;

interface BeneficiaryModalProps {
  /** n of 'Beneficiary #n'. */
  readonly number: number;
  /** The beneficiary being edited; none for the add popup. */
  readonly editing: BeneficiaryEntry | undefined;
  readonly fields: readonly FormField[];
  readonly relationships: readonly Choice[];
  readonly onCancel: () => void;
  readonly onAccepted: (input: BeneficiaryInputWithId, shown: StoredBeneficiary, warnings: BeneficiaryWarning[]) => void;
}

/**
 * The add and edit popups: the domain's checks, then validate-single-beneficiary on the server. The SSN
 * shows masked once known; left as it is, the number already given (or on file) is kept.
 */
export const BeneficiaryModal = ({ number, editing, fields, relationships, onCancel, onAccepted }: BeneficiaryModalProps) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const validate = useUseCaseMutation(useUseCase('ValidateBeneficiary'));
  const initial: Values = formValues(FIELDS, editing?.shown);
  const { values, set, errors, refuse, refusals } = useFormState<Values>(initial);
  const [banner, setBanner] = useState<string>();
  const body = useRef<HTMLDivElement>(null);
  useFocusFirstError(body, refusals);
  const shown = (name: string) => fields.length === 0 || fields.some((f) => f.name === name);
  const title = editing ? texts.editBeneficiaryNumber(number) : texts.addBeneficiaryNumber(number);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const input: BeneficiaryInputWithId = {
      first_name: values.first_name,
      middle_name: values.middle_name,
      last_name: values.last_name,
      birthdate: values.birthdate,
      // Left masked: the number given before (typed in this visit, or kept by the server) stays.
      ssn: editing && values.ssn === initial.ssn ? (editing.input.ssn ?? '') : values.ssn,
      relationship: values.relationship,
      beneficiary_percentage: values.beneficiary_percentage,
      ...(editing?.input.beneficiaryId ? { beneficiaryId: editing.input.beneficiaryId } : {}),
    };
    validate.mutate(input, {
      onSuccess: ({ beneficiary, warnings }) => onAccepted(input, beneficiary, warnings),
      onError: (error) => (error.kind === 'validation' ? refuse(error.fields) : setBanner(describeError(error))),
    });
  };

  const text = (name: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) =>
    shown(name) ? <TextField label={label} value={values[name]} error={errors[name]} onChange={(v) => set(name, v)} {...extra} /> : null;

  return (
    <Modal title={title} onClose={onCancel} wide>
      <form onSubmit={submit} noValidate aria-label={title}>
        <ErrorBanner messages={[banner, ...unplaced(errors, FIELDS.filter(shown))]} />
        <div ref={body} className="wizard-grid wizard-grid--modal">
          {text('first_name', texts.firstName)}
          {text('middle_name', texts.middleName)}
          {text('last_name', texts.lastName)}
          {shown('birthdate') ? <DateField label={texts.birthdate} value={values.birthdate} error={errors.birthdate} onChange={(v) => set('birthdate', v)} /> : null}
          {text('ssn', texts.ssn, { inputMode: 'numeric', mask: (v) => ssnTyping(v, initial.ssn), onFocus: withSelectAllWhenMasked })}
          {shown('relationship') ? (
            <SelectField
              label={texts.relationship}
              value={values.relationship}
              error={errors.relationship}
              onChange={(v) => set('relationship', v)}
              options={relationships.map((r) => ({ value: r.id, label: translate(r.name) }))}
            />
          ) : null}
          {text('beneficiary_percentage', texts.percentage, { inputMode: 'numeric', maxLength: Limits.percentage, mask: maskPercentage, hint: messages.beneficiaryPercentageHint })}
        </div>
        <div className="wizard-modal-actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {texts.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={validate.isPending}>
            {texts.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
};
