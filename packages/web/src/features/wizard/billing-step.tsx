import { useState } from 'react';
import { isPaymentMethod, recordOf, billDateLabel, BillingAddressFields, billingNotice, CardFields, describeError, dropEmpty, EftFields, isMaskedValue, Limits, maskDigits, Messages, SecretCardFields, typeDigits, type PaymentMethod } from '@benefit-store/domain';
import type { BillingEntry, BillingStep as BillingStepData, ExistingBank, ExistingCard } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { STEP_SAVED } from '../../app/data-topics.ts';
import { useUseCaseMutation } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { methodLabel } from './review-details.ts';
import { loadedStep, StepFrame } from './step-frame.tsx';
import { useStepSave } from './step-screen.tsx';
import { Checkbox, RadioGroup, SelectField, TextField, unplaced, useStepForm, type Option } from './wizard-fields.tsx';
import { useWizardNav, type StepProps } from './wizard-nav.ts';
import { valueOf } from './wizard-values.ts';
import { CompletionTexts } from './completion-texts.ts';

const FIELDS = [...EftFields, ...CardFields, ...BillingAddressFields, 'bill_date', 'is_physical_address'] as const;
/** The fields, and the payment method chosen: kept with what was typed, so a refresh keeps the choice too. */
type Values = Record<(typeof FIELDS)[number] | 'payment_method', string>;

const accountTypes = (texts: typeof CompletionTexts): readonly Option[] => [
  { value: 'checking', label: texts.checking },
  { value: 'savings', label: texts.savings },
];
const holderTypes = (texts: typeof CompletionTexts): readonly Option[] => [
  { value: 'individual', label: texts.individual },
  { value: 'company', label: texts.company },
];
const labelOf = (options: readonly Option[], value: string): string => options.find((o) => o.value === value)?.label ?? value;

const BillingForm = ({ tab, steps, data }: StepProps & { readonly data: BillingStepData }) => {
  const texts = useTexts(CompletionTexts);
  const messages = useTexts(Messages);
  const save = useStepSave('SaveBilling', STEP_SAVED);
  const lookUp = useUseCaseMutation(useUseCase('LookUpRoutingNumber'));
  const physical = useUseCaseMutation(useUseCase('ChoosePhysicalAddress'));
  const nav = useWizardNav(tab, steps);
  const stored = (name: string) => (SecretCardFields.includes(name) ? '' : valueOf(data.fields, name));
  const savedAccount = valueOf(data.fields, 'account_number');

  const savedMethod = valueOf(data.fields, 'payment_method');
  const loadedMethod: PaymentMethod = isPaymentMethod(savedMethod) && data.choice.options.includes(savedMethod) ? savedMethod : data.choice.selected;
  const initial = recordOf(FIELDS, stored);
  const { values, set, setValues, errors, setErrors, banner, setBanner, body, submit, shown, text } = useStepForm<Values>(data.fields, {
    ...initial,
    payment_method: loadedMethod,
    // A masked number comes back masked: it is typed again (or the account on file is chosen).
    account_number: isMaskedValue(savedAccount) ? '' : savedAccount,
    bill_date: initial.bill_date || String(data.defaultBillDate),
    is_physical_address: initial.is_physical_address || 'no',
  });
  // Only a method the server offers here (a draft from before could name another).
  const method: PaymentMethod = isPaymentMethod(values.payment_method) && data.choice.options.includes(values.payment_method) ? values.payment_method : loadedMethod;
  const setMethod = (chosen: PaymentMethod) => set('payment_method', chosen);
  const [cardId, setCardId] = useState<string>();
  // An account on file is preselected, its fields disabled; 'New Bank Details' clears and enables them.
  const [bankId, setBankId] = useState<string | undefined>(data.banks[0]?.bankId);

  const addressLocked = values.is_physical_address === 'yes';
  const bank = data.banks.find((b) => b.bankId === bankId);
  const withDetails = method === 'cc' || method === 'eft';
  const billDate = shown('bill_date') && values.bill_date ? { billDate: values.bill_date } : {};

  const entry = (): BillingEntry => {
    if (!withDetails) return { method };
    if (method === 'cc' && cardId) return { method, existing: { method: 'cc', cardId, ...billDate }, ...billDate };
    if (method === 'eft' && bank)
      return {
        method,
        existing: {
          method: 'eft',
          bankId: bank.bankId,
          accountType: bank.accountType,
          accountHolderType: bank.accountHolderType,
          accountName: bank.accountName,
          bankName: bank.bankName,
          routingNumber: bank.routingNumber,
          ...billDate,
        },
        ...billDate,
      };
    if (method === 'eft')
      return {
        method,
        eft: {
          account_name: values.account_name,
          bank_name: values.bank_name,
          routing_number: values.routing_number,
          account_number: values.account_number,
          account_type: values.account_type,
          account_holder_type: values.account_holder_type,
        },
        ...billDate,
      };
    return {
      method,
      card: {
        first_name_on_cc: values.first_name_on_cc,
        last_name_on_cc: values.last_name_on_cc,
        card_number: values.card_number,
        expiration_month: values.expiration_month,
        expiration_year: values.expiration_year,
        security_code: values.security_code,
        address1: values.address1,
        ...(shown('address2') ? { address2: values.address2 } : {}),
        city: values.city,
        state: values.state,
        zip: values.zip,
        is_physical_address: addressLocked ? 'yes' : 'no',
      },
      ...billDate,
    };
  };

  const onNext = () => submit(save, entry(), ({ next }) => nav.advance(next));

  /** Save & Continue Later: what the form holds, never the card number or security code. */
  const draft = () => {
    const { card_number: _card, security_code: _code, payment_method: _method, ...rest } = values;
    const fields = method === 'cc' ? [...CardFields, ...BillingAddressFields, 'is_physical_address', 'bill_date'] : method === 'eft' ? [...EftFields, 'bill_date'] : [];
    return { payment_method: method, ...dropEmpty(Object.fromEntries(Object.entries(rest).filter(([name]) => fields.includes(name as never)))) };
  };

  const lookUpBank = () => {
    if (values.routing_number.trim() === '' || bank) return;
    lookUp.mutate(values.routing_number, {
      onSuccess: ({ bankName }) => set('bank_name', bankName),
      onError: (error) => {
        // The server's message under the routing number; the bank name is cleared.
        const message = error.kind === 'validation' ? (error.fields.routing_number ?? Object.values(error.fields)[0]) : undefined;
        setValues((current) => ({ ...current, bank_name: '' }));
        if (message) setErrors((current) => ({ ...current, routing_number: message }));
      },
    });
  };

  const choosePhysical = (on: boolean) => {
    // The box follows the click at once; the address follows the use case's answer.
    set('is_physical_address', on ? 'yes' : 'no');
    physical.mutate(on, {
      onSuccess: (address) => {
        // The copied (or cleared) address replaces what was typed, and the messages about it.
        setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(BillingAddressFields as readonly string[]).includes(name))));
        setValues((current) => ({
          ...current,
          address1: address.address1,
          address2: address.address2 ?? '',
          city: address.city,
          state: address.state,
          zip: address.zip,
          is_physical_address: address.is_physical_address,
        }));
      },
      onError: (error) => {
        set('is_physical_address', on ? 'no' : 'yes');
        setBanner(describeError(error));
      },
    });
  };

  const chooseCard = (card: ExistingCard) => setCardId((current) => (current === card.cardId ? undefined : card.cardId));
  const newBankDetails = () => {
    setBankId(undefined);
    setValues((current) => ({ ...current, ...Object.fromEntries(EftFields.map((name) => [name, ''])) }));
  };

  /** A bank field showing the account on file (disabled) or the typed value. */
  const bankField = (name: (typeof EftFields)[number], label: string, onFile: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) =>
    bank ? (shown(name) ? <TextField label={label} value={onFile} readOnly hint="" /> : null) : text(name, label, extra);

  const placed = FIELDS.filter((name) => shown(name));
  const accountTypeOptions = accountTypes(texts);
  const holderTypeOptions = holderTypes(texts);
  const monthOptions = data.expiryMonths.map((m) => ({ value: m, label: m }));
  const yearOptions = data.expiryYears.map((y) => ({ value: String(y), label: String(y) }));
  const stateOptions = data.states.map((s) => ({ value: s.abbrev, label: `${s.name} (${s.abbrev})` }));

  return (
    <StepFrame
      tab={tab}
      steps={steps}
      onNext={onNext}
      busy={save.isPending}
      banner={[banner, ...unplaced(errors, placed)]}
      saveLater={() => ({ tab: 'payment_info', data: draft() })}
    >
      <div ref={body}>
        {data.choice.locked ? (
          <div className="billing-locked">
            <p className="billing-locked__method">
              <span className="billing-locked__label">{texts.paymentMethod}</span> <strong>{methodLabel(texts, method)}</strong>
            </p>
            <p className="wizard-note">{texts.lockedMethod(methodLabel(texts, method))}</p>
          </div>
        ) : (
          <RadioGroup
            legend={texts.paymentMethod}
            value={method}
            error={errors.payment_method}
            onChange={(v) => isPaymentMethod(v) && setMethod(v)}
            options={data.choice.options.map((o) => ({ value: o, label: o === 'cc' ? texts.creditCard : o === 'eft' ? texts.eft : methodLabel(texts, o) }))}
            inline
          />
        )}

        {method === 'cc' ? (
          <>
            {data.cards.length > 0 ? <SavedCards cards={data.cards} chosen={cardId} onChoose={chooseCard} /> : null}
            <fieldset className="billing-details" disabled={cardId !== undefined}>
              <legend className="visually-hidden">{texts.creditCard}</legend>
              <div className="wizard-grid">
                {text('first_name_on_cc', texts.firstNameOnCard, { autoComplete: 'cc-given-name' })}
                {text('last_name_on_cc', texts.lastNameOnCard, { autoComplete: 'cc-family-name' })}
                {text('card_number', texts.cardNumber, {
                  autoComplete: 'cc-number',
                  inputMode: 'numeric',
                  hint: texts.cardNumberHint,
                  maxLength: Limits.cardNumberTyped,
                  mask: (v) => v.replace(/[^\d -]/g, ''),
                })}
                {shown('expiration_month') ? (
                  <SelectField label={texts.expirationMonth} value={values.expiration_month} error={errors.expiration_month} onChange={(v) => set('expiration_month', v)} options={monthOptions} />
                ) : null}
                {shown('expiration_year') ? (
                  <SelectField label={texts.expirationYear} value={values.expiration_year} error={errors.expiration_year} onChange={(v) => set('expiration_year', v)} options={yearOptions} />
                ) : null}
                {text('security_code', texts.securityCode, { autoComplete: 'cc-csc', inputMode: 'numeric', hint: texts.securityCodeHint, maxLength: Limits.securityCode, mask: (v) => maskDigits(v, Limits.securityCode) })}
              </div>
              {shown('is_physical_address') ? (
                <div className="billing-physical">
                  <Checkbox label={texts.physicalAddress} checked={addressLocked} onChange={choosePhysical} />
                  <p className="field__hint">{texts.physicalAddressHint}</p>
                </div>
              ) : null}
              <div className="wizard-grid">
                {text('address1', texts.address1, { autoComplete: 'billing address-line1', readOnly: addressLocked, className: 'wizard-grid__wide', hint: addressLocked ? '' : undefined })}
                {text('address2', texts.address2, { autoComplete: 'billing address-line2', readOnly: addressLocked, hint: addressLocked ? '' : undefined })}
                {text('city', texts.city, { autoComplete: 'billing address-level2', readOnly: addressLocked, hint: addressLocked ? '' : undefined })}
                {shown('state') ? (
                  addressLocked ? (
                    <TextField label={texts.state} value={values.state} error={errors.state} readOnly hint="" />
                  ) : (
                    <SelectField label={texts.state} value={values.state} error={errors.state} onChange={(v) => set('state', v)} options={stateOptions} />
                  )
                ) : null}
                {text('zip', texts.zip, { autoComplete: 'billing postal-code', inputMode: 'numeric', maxLength: Limits.zip, mask: (v) => maskDigits(v, Limits.zip), readOnly: addressLocked, hint: addressLocked ? '' : undefined })}
              </div>
            </fieldset>
          </>
        ) : null}

        {method === 'eft' ? (
          <>
            {bank ? <SavedBank bank={bank} onNew={newBankDetails} /> : null}
            <div className="wizard-grid">
              {bankField('account_name', texts.accountName, bank?.accountName ?? '', { autoComplete: 'name' })}
              {/* Leaving the routing number looks the bank up (focusout bubbles to this box). */}
              <div onBlur={lookUpBank}>
                {bankField('routing_number', texts.routingNumber, bank?.routingNumber ?? '', {
                  inputMode: 'numeric',
                  maxLength: Limits.routingNumber,
                  mask: (v, previous) => typeDigits(previous, v, Limits.routingNumber),
                  hint: lookUp.isPending ? texts.lookingUp : texts.routingHint,
                })}
              </div>
              {bankField('bank_name', texts.bankName, bank?.bankName ?? '')}
              {bankField('account_number', texts.accountNumber, bank?.accountNumber ?? '', {
                inputMode: 'numeric',
                maxLength: Limits.accountNumber,
                mask: (v, previous) => typeDigits(previous, v, Limits.accountNumber),
                hint: isMaskedValue(savedAccount) && !values.account_number ? texts.accountNumberSaved(savedAccount) : undefined,
              })}
            </div>
            {bank ? (
              <p className="billing-bank-types">
                {texts.accountType}: <strong>{labelOf(accountTypeOptions, bank.accountType)}</strong> · {texts.accountHolderType}:{' '}
                <strong>{labelOf(holderTypeOptions, bank.accountHolderType)}</strong>
              </p>
            ) : (
              <div className="billing-types">
                {shown('account_type') ? (
                  <RadioGroup legend={texts.accountType} value={values.account_type} error={errors.account_type} onChange={(v) => set('account_type', v)} options={accountTypeOptions} inline />
                ) : null}
                {shown('account_holder_type') ? (
                  <RadioGroup
                    legend={texts.accountHolderType}
                    value={values.account_holder_type}
                    error={errors.account_holder_type}
                    onChange={(v) => set('account_holder_type', v)}
                    options={holderTypeOptions}
                    inline
                  />
                ) : null}
              </div>
            )}
          </>
        ) : null}

        {withDetails && shown('bill_date') ? (
          <div className="wizard-grid">
            <SelectField
              label={texts.billDate}
              value={values.bill_date}
              error={errors.bill_date}
              onChange={(v) => set('bill_date', v)}
              options={data.billDates.map((d) => ({ value: String(d.value), label: billDateLabel(d.value, messages) }))}
              placeholder={null}
            />
          </div>
        ) : null}

        <section className="billing-terms" aria-label={texts.paymentNotice}>
          {/* The notice of the method chosen, and the draft window of the bill date chosen (docs/adr/0720). */}
          <p className="billing-terms__text">{billingNotice(method, Number(values.bill_date) || data.defaultBillDate, messages)}</p>
          {data.statementDescriptor ? <p className="billing-terms__descriptor">{texts.statementDescriptor(data.statementDescriptor)}</p> : null}
        </section>
      </div>
    </StepFrame>
  );
};

/** Cards on file: choosing one disables the new card's fields; choosing it again unselects it. */
const SavedCards = ({ cards, chosen, onChoose }: { readonly cards: readonly ExistingCard[]; readonly chosen: string | undefined; readonly onChoose: (card: ExistingCard) => void }) => {
  const texts = useTexts(CompletionTexts);
  return (
    <div className="billing-saved" role="group" aria-labelledby="billing-saved-cards">
      <p id="billing-saved-cards" className="wizard-choices__legend">
        {texts.savedCards}
      </p>
      <p className="field__hint">{texts.savedCardHint}</p>
      <div className="billing-saved__list">
        {cards.map((card) => (
          <button
            key={card.cardId}
            type="button"
            className={`billing-saved__item${chosen === card.cardId ? ' billing-saved__item--chosen' : ''}`}
            aria-pressed={chosen === card.cardId}
            onClick={() => onChoose(card)}
          >
            {texts.savedCard(card.brand ? card.brand[0]!.toUpperCase() + card.brand.slice(1) : '', card.cardNumber, card.expirationMonth, card.expirationYear, card.nameOnCard)}
          </button>
        ))}
      </div>
    </div>
  );
};

/** The account on file, preselected; 'New Bank Details' clears and enables the fields. */
const SavedBank = ({ bank, onNew }: { readonly bank: ExistingBank; readonly onNew: () => void }) => {
  const texts = useTexts(CompletionTexts);
  return (
    <div className="billing-saved">
      <p className="wizard-choices__legend">{texts.savedBanks}</p>
      <div className="billing-saved__list">
        <p className="billing-saved__item billing-saved__item--chosen">{`${bank.bankName} ${bank.accountNumber}, ${bank.accountName}`}</p>
        <button type="button" className="button wizard-button-alt wizard-button-small" onClick={onNew}>
          {texts.newBankDetails}
        </button>
      </div>
    </div>
  );
};

/**
 * Billing Information (doc 002): the payment method from the server decides the default; list, elist and stmt lock
 * their type and post without field validation; cc offers Credit Card and EFT. Cards and bank accounts on file
 * (existing members) can be chosen; 'Choose physical address' copies the contact address; the routing number's
 * lookup fills the bank name. Card numbers and security codes live only in this form, never in any storage.
 */
export const BillingStep = loadedStep('LoadBillingStep', BillingForm);
