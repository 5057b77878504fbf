import { describe, expect, it } from 'vitest';
import { Messages, type MessageKey } from '../messages.ts';
import { validationError, describeError, notFound } from '../errors.ts';
import { GenderOptions } from '../gender.ts';
import { PlanCategories } from '../plans.ts';
import { quoteSummary, selectedGroupLine } from '../plans/plan-page.ts';
import { quoteOpenedNotice } from '../quote/quote-link.ts';
import { QuoteSlides } from '../quote/quote-slides.ts';
import { Tiers, tierLabel } from '../tier.ts';
import { billingNotice, billDateLabel } from '../wizard/billing.ts';
import { dependentsHeading } from '../wizard/dependents.ts';
import { EmploymentStatuses, HolidayPolicies } from '../wizard/employer.ts';
import { MaritalStatuses, PriorCoverageOptions } from '../wizard/personal.ts';
import { receiptSentLine } from '../wizard/receipt.ts';
import { TabNames, tabTitle } from '../wizard/tabs.ts';
import { MessagesEs } from './messages-es.ts';
import { translatorOf } from './twin.ts';

type Entry = string | ((...args: string[]) => string);

const keys = Object.keys(Messages) as MessageKey[];
const english = (key: MessageKey): Entry => Messages[key] as Entry;
const spanish = (key: MessageKey): Entry => MessagesEs[key] as Entry;

/** Sample values for a text's slots: X1, X2, ... (no catalogue text reads like one). */
const samples = (entry: Entry): string[] => (typeof entry === 'function' ? Array.from({ length: entry.length }, (_, i) => `X${i + 1}`) : []);
const render = (entry: Entry, args: readonly string[]): string => (typeof entry === 'function' ? entry(...args) : entry);

const toSpanish = translatorOf(Messages, MessagesEs);

/**
 * The entries whose Spanish is the English word for word, on purpose: names and abbreviations a Spanish reader uses
 * as they are, and words that are spelled the same. Any other entry equal to its English is an untranslated copy.
 */
const SAME_IN_SPANISH: readonly MessageKey[] = [
  'answerNo', // "No"
  'categoryDental', // "Dental"
  'categoryRx', // the pharmacy abbreviation
  'categoryHospital', // "Hospital"
  'employmentCobra', // the federal continuation program's name
  'dayOfMonth', // a day's number ("X1" in, "X1" out): the English adds its suffix only to a number
];

describe('the Spanish message catalogue', () => {
  it('has exactly the English keys, in the same order', () => {
    expect(Object.keys(MessagesEs)).toEqual(keys);
  });

  it.each(keys)('%s: a text where the English has a text, a function of as many slots where it has a function', (key) => {
    const en = english(key);
    const es = spanish(key);
    expect(typeof es).toBe(typeof en);
    if (typeof en === 'function' && typeof es === 'function') expect(es.length).toBe(en.length);
  });

  it.each(keys)('%s: shows every slot value the English shows', (key) => {
    const args = samples(english(key));
    const shown = args.filter((arg) => render(english(key), args).includes(arg));
    const es = render(spanish(key), args);
    expect(shown.filter((arg) => !es.includes(arg))).toEqual([]);
  });

  it('translates every entry but the few that are the same words in Spanish', () => {
    const same = keys.filter((key) => {
      const args = samples(english(key));
      return render(spanish(key), args) === render(english(key), args);
    });
    expect(same).toEqual(SAME_IN_SPANISH);
  });

  it('speaks to the reader as usted, never as tú', () => {
    // Words that only tú says (an imperative such as "ingresa" is also what usted does in the present: not listed).
    const informal = new Set(['tú', 'tu', 'tus', 'te', 'ti', 'contigo', 'puedes', 'quieres', 'debes', 'tienes', 'eres', 'estás', 'haz', 'inténtalo', 'comunícate']);
    const words = (text: string) => text.toLowerCase().split(/[^\p{L}]+/u);
    const offending = keys.filter((key) => words(render(spanish(key), samples(english(key)))).some((word) => informal.has(word)));
    expect(offending).toEqual([]);
  });
});

describe('translatorOf over the real catalogues', () => {
  it.each(keys)('%s: the Spanish of its English text is its Spanish text', (key) => {
    const args = samples(english(key));
    expect(toSpanish(render(english(key), args))).toBe(render(spanish(key), args));
  });

  it.each(keys)('%s: a text already in Spanish passes through unchanged', (key) => {
    const es = render(spanish(key), samples(english(key)));
    expect(toSpanish(es)).toBe(es);
  });

  it('leaves a text that is no catalogue text as it is', () => {
    for (const text of ['', 'Acme Dental PPO', 'Something the server said', 'Field is required!', ' Field is required']) {
      expect(toSpanish(text)).toBe(text);
    }
  });

  it('chooses the more specific of two templates that both match', () => {
    // 'Dependent #{n}' matches this text too, with n = '2: X'.
    expect(toSpanish(Messages.dependentError(2, 'X'))).toBe(MessagesEs.dependentError(2, 'X'));
    expect(toSpanish(Messages.draftBetweenNextMonth('X1', 'X2'))).toBe(MessagesEs.draftBetweenNextMonth('X1', 'X2'));
  });

  it('turns a slot value that is itself a catalogue text, and no other', () => {
    expect(toSpanish(Messages.dependentError(2, Messages.fieldRequired))).toBe(MessagesEs.dependentError(2, MessagesEs.fieldRequired));
    expect(toSpanish(Messages.dependentError(1, Messages.dateNotInPast))).toBe('Dependiente n.º 1: La fecha debe ser anterior a hoy');
    expect(toSpanish(Messages.completeStepFirst(tabTitle('beneficiary_info')))).toBe(
      MessagesEs.completeStepFirst(tabTitle('beneficiary_info', MessagesEs)),
    );
    expect(toSpanish(Messages.cartLineRemoved('Acme Dental PPO', Messages.planReplaced('Acme Dental Plus')))).toBe(
      'Acme Dental PPO se eliminó de su carrito: Este plan fue reemplazado por Acme Dental Plus.',
    );
    expect(toSpanish(Messages.quoteOpened('Jordan Avery'))).toBe('Su cotización de Jordan Avery está lista.');
  });

  it('turns the billing notice one text at a time, and the domain words it in Spanish at once', () => {
    expect(toSpanish(Messages.cardBilling(Messages.dayOfMonth(28)))).toBe(MessagesEs.cardBilling('28'));
    expect(toSpanish(Messages.eftMonthlyDraft(Messages.draftBetweenNextMonth('1st', '6th'), '21st'))).toBe(
      MessagesEs.eftMonthlyDraft(MessagesEs.draftBetweenNextMonth('1', '6'), '21'),
    );
    expect(billingNotice('cc', 28, MessagesEs)).toBe(
      'Se cobra a su tarjeta la prima del primer mes cuando se confirma su inscripción y, después, la prima mensual el día 28 de cada mes, hasta que usted cancele.',
    );
    expect(billingNotice('eft', 5, MessagesEs)).toContain('Su fecha de facturación es el día 5 de cada mes; cada pago mensual se debita entre el 21 y el 26.');
    expect(billingNotice('eft', 28, MessagesEs)).toContain('entre el 1 y el 6 del mes siguiente.');
    expect(billingNotice('eft', 28)).toBe(
      [Messages.eftInitialDraft, Messages.eftMonthlyDraft('the 1st and the 6th of the following month', '28th'), Messages.eftStopPayment].join(' '),
    );
  });

  it('reads a bill date offered as Spanish reads it', () => {
    expect(toSpanish(Messages.billDateOption(15))).toBe('Día 15 de cada mes');
    expect(MessagesEs.billDateOption(15)).toBe('Día 15 de cada mes');
  });
});

describe('the domain\'s labels and composed texts in Spanish', () => {
  it('has every label of the domain in the catalogue, so that a screen can show it in Spanish', () => {
    const labels = [
      ...Tiers.flatMap((tier) => [tierLabel(tier), tierLabel(tier, true)]),
      ...GenderOptions.map((option) => option.label),
      ...PlanCategories.map(([, label]) => label),
      ...TabNames.map((tab) => tabTitle(tab)),
      ...MaritalStatuses.map(([, label]) => label),
      ...PriorCoverageOptions.map(([, label]) => label),
      ...HolidayPolicies.map(([, label]) => label),
      ...EmploymentStatuses.map(([, label]) => label),
      ...QuoteSlides.map((slide) => slide.label),
    ];
    const same = new Set(SAME_IN_SPANISH.map((key) => Messages[key] as unknown));
    expect(labels.filter((label) => toSpanish(label) === label && !same.has(label))).toEqual([]);
  });

  it('words a label in the language of the catalogue given, English by default', () => {
    expect(tierLabel('IC', true)).toBe('Member + 1 Child');
    expect(tierLabel('IC', true, MessagesEs)).toBe('Miembro + 1 hijo');
    expect(tierLabel('IF', false, MessagesEs)).toBe('Familia');
    expect(tabTitle('agreement_info')).toBe('Agreement & Signature');
    expect(tabTitle('agreement_info', MessagesEs)).toBe('Acuerdo y firma');
    expect(billDateLabel(5, MessagesEs)).toBe('Día 5 de cada mes');
    expect(dependentsHeading('IF', MessagesEs)).toBe('Se requiere la información del cónyuge y de los hijos');
  });

  it('translates the search summary item by item', () => {
    const items = quoteSummary({ zip: '75001', state: 'TX', gender: '1', tier: 'IC', dob: '01/02/1990', category: 'medical', isSmoker: '0', premier: true, premierInCart: true });
    expect(items.map((item) => [toSpanish(item.label), toSpanish(item.value)])).toEqual([
      ['Categoría', 'Médico'],
      ['Código postal', '75001 (TX)'],
      ['Sexo', 'Femenino'],
      ['Fumador', 'No'],
      ['Nivel de cobertura', 'Miembro + 1 hijo'],
      ['Fecha de nacimiento', '01/02/1990'],
    ]);
  });

  it('composes the texts made of several in the language of the catalogue given', () => {
    expect(selectedGroupLine({ name: 'Acme', code: 'G1' }, 'Ann Lee', MessagesEs)).toBe('Grupo seleccionado: Acme (G1) | Miembro: Ann Lee');
    expect(selectedGroupLine({ name: 'Acme' }, undefined, MessagesEs)).toBe('Grupo seleccionado: Acme');
    expect(selectedGroupLine({ name: 'Acme', code: 'G1' }, 'Ann Lee')).toBe('Selected Group is: Acme (G1) | Member: Ann Lee');
    const plans = [
      { name: 'A', inCart: true },
      { name: 'B', inCart: true },
      { name: 'C', inCart: true },
      { name: 'D', inCart: false },
    ];
    expect(quoteOpenedNotice('Jordan Avery', plans)).toEqual([
      'Your quote from Jordan Avery is ready.',
      'In your cart: A, B and C.',
      Messages.quotePlansNotInCart('D'),
    ]);
    expect(quoteOpenedNotice('Jordan Avery', plans, MessagesEs)).toEqual([
      'Su cotización de Jordan Avery está lista.',
      'En su carrito: A, B y C.',
      MessagesEs.quotePlansNotInCart('D'),
    ]);
    expect(receiptSentLine(['ann@example.com', 'rep@example.com'], MessagesEs)).toBe(
      'Se envió un recibo de inscripción a ann@example.com, con una copia al representante en rep@example.com.',
    );
  });

  it('describes an error with each of its messages translated', () => {
    const error = validationError({ zip: Messages.invalidZip, dob: Messages.futureDate });
    expect(describeError(error)).toBe('zip: Invalid Zip code; dob: Date cannot be in the future');
    expect(describeError(error, toSpanish)).toBe('zip: Código postal no válido; dob: La fecha no puede ser posterior a hoy');
    expect(describeError(notFound(Messages.planNotFound), toSpanish)).toBe('No se encontró el plan');
  });
});

describe('translatorOf', () => {
  const en = {
    hello: 'Hello',
    nested: { bye: 'Goodbye' },
    greet: (name: string) => `Hello ${name}`,
    greetBoth: (a: string, b: string) => `Hello ${a} and ${b}`,
    swap: (a: string, b: string) => `${a} before ${b}`,
    list: (a: string, b: string) => `${a}, ${b}`,
    fixed: () => 'Fixed',
    throws: (n: string) => {
      if (!/^\d+$/.test(n)) throw new Error('a number only');
      return `${n} items`;
    },
  };
  const es = {
    hello: 'Hola',
    nested: { bye: 'Adiós' },
    greet: (name: string) => `Hola ${name}`,
    greetBoth: (a: string, b: string) => `Hola ${a} y ${b}`,
    swap: (a: string, b: string) => `${b} después de ${a}`,
    list: (a: string, b: string) => `${a} y ${b}`,
    fixed: () => 'Fijo',
    throws: (n: string) => `${n} artículos`,
  };
  const t = translatorOf(en, es);

  it('turns plain texts, nested ones, and texts of no slot', () => {
    expect(t('Hello')).toBe('Hola');
    expect(t('Goodbye')).toBe('Adiós');
    expect(t('Fixed')).toBe('Fijo');
  });

  it('carries slot values into the twin, in the twin’s order', () => {
    expect(t('Hello Ann and Bob')).toBe('Hola Ann y Bob');
    expect(t('first before second')).toBe('second después de first');
  });

  it('turns a slot value that is a catalogue text', () => {
    expect(t('Hello Goodbye')).toBe('Hola Adiós');
  });

  it('never matches a text made of its slots alone, nor one it cannot sample', () => {
    expect(t('a, b')).toBe('a, b');
    expect(t('3 items')).toBe('3 items');
  });

  it('leaves anything else unchanged', () => {
    expect(t('Hello!')).toBe('Hello!');
    expect(t('hello')).toBe('hello');
  });
});
