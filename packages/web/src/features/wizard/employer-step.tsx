import { useId, useState } from 'react';
import { HolidayPolicies, recordOf, blocksRetired, EmployerInfoFields, formatStateInput, holidayPolicyFlags, Limits, maskDigits, Messages, typeDigits, type EmployerInfoInput, type HolidayPolicy } from '@benefit-store/domain';
import type { Choice, EmployerStep as EmployerStepData } from '@benefit-store/ports';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave } from './step-screen.tsx';
import { Checkbox, DateField, SelectField, unplaced, useStepForm } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { valueOf } from './wizard-values.ts';
import { WizardTexts } from './wizard-texts.ts';

const FIELDS = EmployerInfoFields;
type Values = Record<(typeof FIELDS)[number], string>;

/** A list's choices; a name worded by the domain in English (a holiday policy, an employment status) in the visitor's language. */
const options = (choices: readonly Choice[], translate: (text: string) => string) => choices.map((c) => ({ value: c.id, label: translate(c.name) }));

const EmployerForm = ({ tab, steps, data }: StepProps & { readonly data: EmployerStepData }) => {
  const texts = useTexts(WizardTexts);
  const messages = useTexts(Messages);
  const translate = useTranslate();
  const save = useStepSave('SaveEmployerInfo', STEP_SAVED);
  const nav = useWizardNav(tab, steps);
  // The group's phone may come formatted, '(214) 555-0177': the field holds its ten digits, as typing would.
  const initial: Values = { ...recordOf(FIELDS, (name) => valueOf(data.fields, name)), phone: maskDigits(valueOf(data.fields, 'phone'), Limits.phone) };
  const { values, set, errors, setErrors, banner, body, submit, shown, text } = useStepForm<Values>(data.fields, initial);
  const [holidays, setHolidays] = useState<Partial<Record<HolidayPolicy, boolean>>>(data.saved?.data.holiday_policy ?? {});
  const holidayErrorId = useId();
  // Retired says so at once; the save refuses it too.
  const statusError = errors.employment_status ?? (blocksRetired(values.employment_status) ? messages.retiredEmployer : undefined);

  const input = (): EmployerInfoInput => ({
    ...(Object.fromEntries(FIELDS.filter((f) => shown(f) && f !== 'with_validation').map((f) => [f, values[f]])) as Omit<EmployerInfoInput, 'holiday_policy'>),
    with_validation: values.with_validation === '1' ? '1' : '0',
    holiday_policy: holidays,
  });

  const onNext = () => submit(save, { values: input(), fields: data.fields }, ({ next }) => nav.advance(next));
  const select = (name: keyof Values, label: string, choices: readonly Choice[], error = errors[name]) =>
    shown(name) ? <SelectField label={label} value={values[name]} error={error} onChange={(v) => set(name, v)} options={options(choices, translate)} /> : null;

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner, ...unplaced(errors, [...FIELDS.filter(shown), 'holiday_policy'])]}
      saveLater={() => {
        const { holiday_policy, ...fields } = input();
        return { tab: 'employer_info', data: { ...fields, holiday_policy: holidayPolicyFlags(holiday_policy) } };
      }}
      lead={data.group ? <p className="wizard-note">{texts.groupDefaults(data.group.name)}</p> : undefined}
    >
      <div ref={body}>
        <div className="wizard-grid">
          {text('name', texts.employerName, { autoComplete: 'organization', className: 'wizard-grid__wide' })}
          {text('phone', texts.employerPhone, { type: 'tel', inputMode: 'tel', mask: (v, previous) => typeDigits(previous, v, Limits.phone) })}
          {text('address1', texts.address1, { className: 'wizard-grid__wide' })}
          {text('address2', texts.address2)}
          {text('city', texts.city)}
          {text('state', texts.state, { mask: formatStateInput })}
          {text('zip', texts.zip, { inputMode: 'numeric', maxLength: Limits.zip, mask: (v) => maskDigits(v, Limits.zip) })}
        </div>
        {shown('with_validation') ? (
          <Checkbox label={texts.uspsValidation} checked={values.with_validation === '1'} onChange={(on) => set('with_validation', on ? '1' : '0')} />
        ) : null}
        <div className="wizard-grid wizard-section">
          {select('average_work_week', texts.averageWorkWeek, data.options.averageWorkWeek)}
          {shown('employment_start_date') ? (
            <DateField label={texts.employmentStartDate} value={values.employment_start_date} error={errors.employment_start_date} onChange={(v) => set('employment_start_date', v)} />
          ) : null}
          {text('occupation', texts.occupation)}
          {select('compensation_type', texts.compensationType, data.options.compensationTypes)}
          {select('employment_status', texts.employmentStatus, data.options.employmentStatus, statusError)}
          {text('emp_industry', texts.employerIndustry)}
          {text('emp_num_employed', texts.employees, { inputMode: 'numeric', hint: texts.employeesHint, mask: (v, previous) => typeDigits(previous, v, Limits.employees) })}
          {select('emp_vac_policy', texts.vacationPolicy, data.options.vacationPolicies)}
          {select('emp_barg_unit', texts.bargainingUnit, data.options.bargainingUnits)}
        </div>
      </div>
      {shown('holiday_policy') ? (
        <fieldset className={`wizard-choices${errors.holiday_policy ? ' wizard-choices--invalid' : ''}`}>
          <legend className="wizard-choices__legend">{texts.holidayPolicy}</legend>
          <div className="wizard-choices__options wizard-choices__options--grid">
            {data.options.holidayPolicies.map((policy) => (
              <Checkbox
                key={policy.id}
                label={translate(policy.name)}
                checked={HolidayPolicies.some(([key]) => key === policy.id && holidays[key] === true)}
                describedBy={errors.holiday_policy ? holidayErrorId : undefined}
                invalid={Boolean(errors.holiday_policy)}
                onChange={(on) => {
                  setHolidays((current) => ({ ...current, [policy.id]: on }));
                  setErrors(({ holiday_policy: _cleared, ...rest }) => rest);
                }}
              />
            ))}
          </div>
          {errors.holiday_policy ? (
            <p className="field__error" id={holidayErrorId} role="alert">
              {translate(errors.holiday_policy)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </StepFrame>
  );
};

/**
 * Employer Information: the employer (name, phone and address default to the group's), work week, start
 * date, occupation, compensation, status ('You cannot proceed with retired employer'), industry,
 * employees, vacation, bargaining unit and the holiday policies ('Select at least one holiday policy').
 */
export const EmployerStep = loadedStep('LoadEmployerStep', EmployerForm);
