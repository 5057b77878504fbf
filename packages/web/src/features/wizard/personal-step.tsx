import { useState } from 'react';
import { recordOf, genderLabel, Limits, maskDigits, needsOtherEthnicGroup, needsPriorCarrier, PersonalInfoFields, type PersonalInfoInput } from '@benefit-store/domain';
import type { PersonalStep as PersonalStepData } from '@benefit-store/ports';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { EnrollerCodeModal } from './enroller-code-modal.tsx';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave } from './step-screen.tsx';
import { DateField, RadioGroup, SelectField, TextField, unplaced, useStepForm } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { ssnTyping, valueOf, withSelectAllWhenMasked } from './wizard-values.ts';
import { WizardTexts } from './wizard-texts.ts';

const FIELDS = PersonalInfoFields;
type Values = Record<(typeof FIELDS)[number], string>;

const PersonalForm = ({ tab, steps, data }: StepProps & { readonly data: PersonalStepData }) => {
  const texts = useTexts(WizardTexts);
  const translate = useTranslate();
  const save = useStepSave('SavePersonalInfo', STEP_SAVED);
  const nav = useWizardNav(tab, steps);
  const initial: Values = recordOf(FIELDS, (name) => valueOf(data.fields, name));
  // Read-only as the server flags it (gender and date of birth come from the quote).
  const { values, set, errors, setErrors, banner, body, submit, shown, text } = useStepForm<Values>(data.fields, initial);
  const [enteringCode, setEnteringCode] = useState(false);
  const [codeSaved, setCodeSaved] = useState(false);
  const other = needsOtherEthnicGroup(values.ethnic_category);
  const prior = needsPriorCarrier(values.prior_coverage_flag);
  const placed = FIELDS.filter((f) => shown(f) && (f !== 'ethnic_category_other_type' || other) && (!f.startsWith('prior_') || f === 'prior_coverage_flag' || prior));

  const input = (): PersonalInfoInput => ({
    first_name: values.first_name,
    middle_name: values.middle_name,
    last_name: values.last_name,
    weight: values.weight,
    height_feet: values.height_feet,
    height_inch: values.height_inch,
    marital_status: values.marital_status,
    ssn: values.ssn,
    ethnic_category: values.ethnic_category,
    ethnic_category_other_type: values.ethnic_category_other_type,
    prior_coverage_flag: values.prior_coverage_flag,
    prior_carrier_name: values.prior_carrier_name,
    prior_effective_date: values.prior_effective_date,
    prior_term_date: values.prior_term_date,
  });

  const onNext = () => submit(save, input(), ({ next }) => nav.advance(next));
  const codeError = errors.enrollerCode;

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner, ...unplaced(errors, [...placed, 'enrollerCode'])]}
      saveLater={() => ({ tab: 'primary_info', data: input() })}
      extraActions={
        data.showEnrollerCode ? (
          <button type="button" className="button wizard-button-alt" onClick={() => setEnteringCode(true)} aria-describedby={codeError ? 'enroller-code-error' : undefined}>
            {texts.enterEnrollerCode}
          </button>
        ) : null
      }
      modals={
        enteringCode ? (
          <EnrollerCodeModal
            onClose={() => setEnteringCode(false)}
            onSaved={() => {
              setEnteringCode(false);
              setCodeSaved(true);
              setErrors(({ enrollerCode: _cleared, ...rest }) => rest);
            }}
          />
        ) : null
      }
    >
      <div ref={body} className="wizard-grid">
        {text('first_name', texts.firstName, { autoComplete: 'given-name' })}
        {text('middle_name', texts.middleName, { autoComplete: 'additional-name' })}
        {text('last_name', texts.lastName, { autoComplete: 'family-name' })}
        {text('weight', texts.weight, { inputMode: 'numeric', maxLength: Limits.weight, mask: (v) => maskDigits(v, Limits.weight) })}
        {text('height_feet', texts.heightFeet, { inputMode: 'numeric', maxLength: Limits.heightFeet, mask: (v) => maskDigits(v, Limits.heightFeet) })}
        {text('height_inch', texts.heightInch, { inputMode: 'numeric', maxLength: Limits.heightInch, mask: (v) => maskDigits(v, Limits.heightInch) })}
        {shown('gender') ? <TextField label={texts.gender} value={translate(genderLabel(valueOf(data.fields, 'gender')))} readOnly /> : null}
        {shown('birthdate') ? <TextField label={texts.dob} value={valueOf(data.fields, 'birthdate')} readOnly /> : null}
        {shown('marital_status') ? (
          <SelectField
            label={texts.maritalStatus}
            value={values.marital_status}
            error={errors.marital_status}
            onChange={(v) => set('marital_status', v)}
            options={data.maritalStatuses.map(([value, label]) => ({ value, label: translate(label) }))}
          />
        ) : null}
        {text('ssn', texts.ssn, {
          inputMode: 'numeric',
          hint: texts.ssnHint,
          mask: (v) => ssnTyping(v, initial.ssn),
          onFocus: withSelectAllWhenMasked,
        })}
        {shown('ethnic_category') ? (
          <SelectField
            label={texts.ethnicGroup}
            value={values.ethnic_category}
            error={errors.ethnic_category}
            onChange={(v) => set('ethnic_category', v)}
            options={data.ethnicCategories.map((c) => ({ value: c.id, label: translate(c.name) }))}
          />
        ) : null}
        {other ? text('ethnic_category_other_type', texts.otherEthnicGroup) : null}
      </div>
      {shown('prior_coverage_flag') ? (
        <RadioGroup
          legend={texts.priorCoverage}
          value={values.prior_coverage_flag}
          error={errors.prior_coverage_flag}
          onChange={(v) => set('prior_coverage_flag', v)}
          options={data.priorCoverageOptions.map(([value, label]) => ({ value, label: translate(label) }))}
          inline
        />
      ) : null}
      {prior ? (
        <div className="wizard-grid wizard-reveal">
          {text('prior_carrier_name', texts.carrierName)}
          {shown('prior_effective_date') ? (
            <DateField label={texts.priorEffectiveDate} value={values.prior_effective_date} error={errors.prior_effective_date} onChange={(v) => set('prior_effective_date', v)} />
          ) : null}
          {shown('prior_term_date') ? (
            <DateField label={texts.priorTermDate} value={values.prior_term_date} error={errors.prior_term_date} onChange={(v) => set('prior_term_date', v)} />
          ) : null}
        </div>
      ) : null}
      {codeError ? (
        <p className="field__error wizard-code-error" id="enroller-code-error" role="alert">
          {translate(codeError)}
        </p>
      ) : codeSaved ? (
        <p className="wizard-note wizard-note--ok" role="status">
          {texts.enrollerCodeSaved}
        </p>
      ) : null}
    </StepFrame>
  );
};

/** Personal Information: names, measures, read-only gender and birth date, SSN, ethnic group, prior coverage. */
export const PersonalStep = loadedStep('LoadPersonalStep', PersonalForm);
