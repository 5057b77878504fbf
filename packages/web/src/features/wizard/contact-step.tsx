import { recordOf, Limits, maskDigits, typeDigits, type ContactInfoInput } from '@benefit-store/domain';
import { stateLabel, type ContactStep as ContactStepData } from '@benefit-store/ports';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useTexts } from '../../app/language.ts';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave } from './step-screen.tsx';
import { Checkbox, SelectField, unplaced, useStepForm } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { valueOf } from './wizard-values.ts';
import { WizardTexts } from './wizard-texts.ts';

const FIELDS = ['email_address', 'phone_number', 'address1', 'address2', 'city', 'state', 'zip', 'birth_state', 'birth_city', 'with_validation'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const ContactForm = ({ tab, steps, data }: StepProps & { readonly data: ContactStepData }) => {
  const texts = useTexts(WizardTexts);
  const save = useStepSave('SaveContactInfo', STEP_SAVED);
  const nav = useWizardNav(tab, steps);
  const initial: Values = { ...recordOf(FIELDS, (name) => valueOf(data.fields, name)), phone_number: maskDigits(valueOf(data.fields, 'phone_number'), Limits.phone) };
  // Read-only as the server flags it (state and zip come from the quote).
  const { values, set, errors, banner, body, submit, shown, text } = useStepForm<Values>(data.fields, initial);

  const input = (): ContactInfoInput => ({
    email_address: values.email_address,
    phone_number: values.phone_number,
    address1: values.address1,
    city: values.city,
    ...(shown('address2') ? { address2: values.address2 } : {}),
    ...(shown('birth_state') ? { birth_state: values.birth_state } : {}),
    ...(shown('birth_city') ? { birth_city: values.birth_city } : {}),
    with_validation: values.with_validation === '1' ? '1' : '0',
  });

  const onNext = () => submit(save, { values: input(), fields: data.fields }, ({ next }) => nav.advance(next));

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner, ...unplaced(errors, FIELDS.filter(shown))]}
      saveLater={() => ({ tab: 'contact_info', data: input() })}
      lead={<p className="wizard-note">{texts.tenMinutesNote}</p>}
    >
      <div ref={body} className="wizard-grid">
        {text('email_address', texts.email, { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('phone_number', texts.phone, { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', mask: (v, previous) => typeDigits(previous, v, Limits.phone) })}
        {text('address1', texts.address1, { autoComplete: 'address-line1', className: 'wizard-grid__wide' })}
        {text('address2', texts.address2, { autoComplete: 'address-line2' })}
        {text('city', texts.city, { autoComplete: 'address-level2' })}
        {text('state', texts.state)}
        {text('zip', texts.zip)}
        {shown('birth_state') ? (
          <SelectField
            label={texts.birthState}
            value={values.birth_state}
            error={errors.birth_state}
            onChange={(v) => set('birth_state', v)}
            options={data.states.map((s) => ({ value: s.abbrev, label: stateLabel(s) }))}
          />
        ) : null}
        {text('birth_city', texts.birthCity)}
      </div>
      {shown('with_validation') ? (
        <Checkbox label={texts.uspsValidation} checked={values.with_validation === '1'} onChange={(on) => set('with_validation', on ? '1' : '0')} />
      ) : null}
    </StepFrame>
  );
};

/**
 * Contact Information: e-mail, phone, address (state and zip read-only, from the quote), birth state and
 * city, USPS validation. An existing member's phone and e-mail are checked before the save ('Phone
 * already exists', 'Email Already Exists.', beside the field).
 */
export const ContactStep = loadedStep('LoadContactStep', ContactForm);
