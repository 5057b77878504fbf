import { describe, expect, it } from 'vitest';
import { Messages, translatorOf, validationError } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import type { SectionView } from '@benefit-store/ports';
import { CompletionTextsEs } from '../../i18n/es/completion.ts';
import { WizardTextsEs } from '../../i18n/es/wizard.ts';
import { CompletionTexts, readableTime } from './completion-texts.ts';
import { accountTypeLabel, methodLabel, reviewRefusalOf, sectionDetails, type Words } from './review-details.ts';
import { WizardTexts } from './wizard-texts.ts';

const english: Words = { completion: CompletionTexts, wizard: WizardTexts, messages: Messages, translate: (text) => text, locale: 'en-US' };
const spanish = {
  completion: CompletionTextsEs,
  wizard: WizardTextsEs,
  messages: MessagesEs,
  translate: translatorOf(Messages, MessagesEs),
  locale: 'es-US',
} as unknown as Words;
const saved = (data: Record<string, unknown>) => ({ status: 'saved', data }) as unknown as SectionView;

describe('the closing part of the wizard in the visitor language', () => {
  it('gives every looked-up label in Spanish too', () => {
    for (const key of ['methodLabels', 'roles', 'remoteStates', 'cardTitles'] as const) expect(Object.keys(CompletionTextsEs[key]).sort()).toEqual(Object.keys(CompletionTexts[key]).sort());
  });

  it('labels payment methods and account types from the catalogue, an unknown word as itself', () => {
    // What useTexts gives a Spanish visitor: the twin, typed as the English catalogue.
    const spanish = CompletionTextsEs as unknown as typeof CompletionTexts;
    expect(methodLabel(CompletionTexts, 'list')).toBe('List Bill');
    expect(methodLabel(spanish, 'cc')).toBe('Tarjeta de crédito');
    expect(methodLabel(spanish, 'barter')).toBe('barter');
    expect(methodLabel(spanish, 'constructor')).toBe('constructor');
    // English as the server's word, capitalised, was shown before the catalogue had it.
    expect(accountTypeLabel(CompletionTexts, 'checking')).toBe('Checking');
    expect(accountTypeLabel(spanish, 'savings')).toBe('Ahorros');
    expect(accountTypeLabel(spanish, 'trust')).toBe('Trust');
  });

  it('shows a saved step with the domain labels, in English as before and in Spanish', () => {
    const personal = saved({ first_name: 'Dana', last_name: 'Rivera', gender: '1', marital_status: '0', prior_coverage_flag: '0', height_feet: '5', height_inch: '6' });
    expect(sectionDetails(english, 'primary_info', personal).groups[0]?.rows).toEqual(
      expect.arrayContaining([
        ['Gender', 'Female'],
        ['Marital Status', 'Single'],
        ['Prior Coverage', 'No prior Health Coverage'],
        ['Height', '5 ft 6 in'],
      ]),
    );
    const rows = new Map(sectionDetails(spanish, 'primary_info', personal).groups[0]?.rows);
    expect([...rows.values()]).toEqual(expect.arrayContaining([MessagesEs.genderFemale, MessagesEs.maritalSingle, MessagesEs.priorCoverageNone, '5 pies 6 pulg.']));
    const employer = saved({ name: 'Acme', employment_status: 'A', holiday_policy: { Birthday: '1', Columbus_Day: '1' } });
    expect(new Map(sectionDetails(english, 'employer_info', employer).groups[0]?.rows).get('Holiday Policy')).toBe('Columbus Day, Birthday');
    expect(new Map(sectionDetails(spanish, 'employer_info', employer).groups[0]?.rows).get(CompletionTextsEs.holidayPolicy)).toBe(`${MessagesEs.holidayColumbusDay}, ${MessagesEs.holidayBirthday}`);
    const billing = saved({ payment_method: 'eft', bank_name: 'First Bank', account_number: 'xxxxx1234', account_type: 'checking', bill_date: '28' });
    expect(sectionDetails(english, 'billing_info', billing).summary).toBe('First Bank xxxxx1234');
    expect(new Map(sectionDetails(english, 'billing_info', billing).groups[0]?.rows).get('Bill Date')).toBe(Messages.billDateOption('28'));
    expect(new Map(sectionDetails(spanish, 'billing_info', billing).groups[0]?.rows).get(CompletionTextsEs.accountType)).toBe('Cheques');
    const contact = saved({ email_address: 'lucia@example.com', phone_number: '2145550199', address1: '1200 Elm St' });
    expect(sectionDetails(english, 'contact_info', contact).summary).toBe('lucia@example.com · (214)\u00a0555-0199');
    expect(new Map(sectionDetails(english, 'contact_info', contact).groups[0]?.rows).get('Contact Number')).toBe('(214)\u00a0555-0199');
  });

  it('reads times in the visitor locale', () => {
    const at = '2026-11-24T14:30:00';
    expect(readableTime(at, 'en-US')).toBe('Nov 24, 2026, 2:30 PM');
    expect(readableTime(at, 'es-US')).toMatch(/^24 nov 2026/);
    expect(readableTime(undefined, 'en-US')).toBe('');
    expect(readableTime('not a time', 'es-US')).toBe('not a time');
  });
});

describe('a refused confirmation', () => {
  it('lists the steps to complete apart from a reason that is no step (an e-mail another member has)', () => {
    const refusal = reviewRefusalOf(validationError({ billing_info: Messages.completeStepFirst('Billing Information'), email_address: Messages.emailAlreadyExists }));
    expect(refusal).toEqual({ steps: [Messages.completeStepFirst('Billing Information')], others: [Messages.emailAlreadyExists] });
    expect(reviewRefusalOf(validationError({ email_address: Messages.emailAlreadyExists })).steps).toEqual([]);
  });
});
