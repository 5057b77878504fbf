import { describe, expect, it } from 'vitest';
import { Messages } from '../messages.ts';
import { describeCataloguePath, parseCatalogueDocument, readOfferWordings, writeCatalogueDocument, writeOfferWordings } from './catalogue-document.ts';

const plan = { id: 'TL900', name: 'Trustline Term 10', category: 'term_life', list_price: '18.40', tiers: ['IO'], rates: [{ tier: 'IO', min_age: 18, max_age: 65, monthly: 18.4 }] };

describe('the catalogue document', () => {
  it('reads a plan with its defaults, money as cents, rate ids by position', () => {
    const read = parseCatalogueDocument({ plans: [plan] })._unsafeUnwrap();
    expect(read.plans[0]).toMatchObject({ id: 'TL900', kind: 'plan', active: true, minAge: 18, maxAge: 99, listPriceCents: 1840, tiers: ['IO'] });
    expect(read.plans[0]!.rates).toEqual([{ id: 'TL900-r1', tier: 'IO', minAge: 18, maxAge: 65, state: null, smoker: null, label: '', coverage: null, monthlyCents: 1840 }]);
  });

  it('writes what it reads back to the same catalogue', () => {
    const read = parseCatalogueDocument({ carriers: [{ id: 'TRUST', name: 'Trust' }], plans: [{ ...plan, carrier: 'TRUST', states: ['TX'], texts: { faq: '<p>Q</p>' } }] })._unsafeUnwrap();
    expect(parseCatalogueDocument(writeCatalogueDocument(read))._unsafeUnwrap()).toEqual(read);
  });

  it('names every problem by its path, across plans and rates', () => {
    const problems = parseCatalogueDocument({
      carriers: [{ id: 'A', name: 'A' }, { id: 'A', name: 'Again' }],
      plans: [
        { ...plan, catgory: 'x' },
        { ...plan, id: 'TL901', category: 'space', carrier: 'NOPE', rates: [{ tier: 'IF', min_age: 70, max_age: 60, monthly: '12.345' }] },
        { ...plan, kind: 'rider' },
        { ...plan, id: 'TL900' },
      ],
    })._unsafeUnwrapErr();
    const byPath = Object.fromEntries(problems.map((p) => [describeCataloguePath(p.path), p.message]));
    expect(byPath).toMatchObject({
      'carriers[1].id': Messages.catalogueDuplicateId,
      'plans[0].catgory': Messages.catalogueUnknownField,
      'plans[1].category': Messages.catalogueUnknownCategory,
      'plans[1].rates[0].tier': Messages.catalogueTierNotOffered,
      'plans[1].rates[0].max_age': Messages.catalogueAgesInOrder,
      'plans[1].rates[0].monthly': Messages.catalogueMoney,
      'plans[2].rider_of': Messages.catalogueRiderNeedsBase,
    });
    // Plan 3 repeats plan 0's id; plan 1 names a carrier nobody has (reported once its own fields are right).
    expect(parseCatalogueDocument({ plans: [plan, plan] })._unsafeUnwrapErr()).toEqual([{ path: ['plans', 1, 'id'], message: Messages.catalogueDuplicateId }]);
    expect(parseCatalogueDocument({ plans: [{ ...plan, carrier: 'NOPE' }] })._unsafeUnwrapErr()).toEqual([{ path: ['plans', 0, 'carrier'], message: Messages.catalogueUnknownCarrier }]);
  });

  it('accepts references to what the store already has', () => {
    const known = { carriers: new Set(['OLD']), plans: new Set(['100']) };
    expect(parseCatalogueDocument({ plans: [{ ...plan, carrier: 'OLD', kind: 'rider', rider_of: '100' }] }, known).isOk()).toBe(true);
  });

  it('reads questions, eligibility questions, blackouts and offers, and writes them back the same', () => {
    const document = {
      questions: [{ id: 'Q1', text: 'Tick any that apply', type: 'checkbox', options: [{ id: 'O1', text: 'Cancer', group: 'A', declines: 'yes' }] }],
      plans: [
        {
          ...plan,
          questions: ['Q1'],
          eligibility_questions: [{ id: 'E1', question: 'At work full time?', must_answer_yes: true }],
          blackouts: [{ id: 'B1', from_day: 25, to_day: 31, reason: 'Month end' }, { id: 'B2', starts_on: '2026-12-20', ends_on: '2027-01-02' }],
        },
      ],
      offers: [{ id: 'OF1', kind: 'after-add', trigger_categories: ['medical'], plan: 'TL900', title: 'Add life?', header: 'Cover your family' }],
    };
    const read = parseCatalogueDocument(document)._unsafeUnwrap();
    expect(read.plans[0]!.blackouts).toEqual([{ id: 'B1', reason: 'Month end', fromDay: 25, toDay: 31 }, { id: 'B2', reason: '', startsOn: '2026-12-20', endsOn: '2027-01-02' }]);
    expect(read.offers[0]).toMatchObject({ plan: 'TL900', secondPlan: null, shown: true, order: 0 });
    expect(parseCatalogueDocument(writeCatalogueDocument(read))._unsafeUnwrap()).toEqual(read);
  });

  it("reads an offer's Spanish wording, writes it back the same, and names a block that does not hold together", () => {
    const offer = { id: 'OF1', kind: 'checkout-upsell', plan: 'TL900', title: 'Add life?', header: 'Cover your family', link_text: 'About life' };
    const es = { title: '¿Agregar vida?', header: 'Proteja a su familia', link_text: 'Acerca de vida' };
    const read = parseCatalogueDocument({ plans: [plan], offers: [{ ...offer, es }] })._unsafeUnwrap();
    expect(read.offers[0]!.wordings).toEqual({ es: { title: '¿Agregar vida?', header: 'Proteja a su familia', linkText: 'Acerca de vida' } });
    expect(writeCatalogueDocument(read).offers).toEqual([expect.objectContaining({ es })]);
    expect(parseCatalogueDocument(writeCatalogueDocument(read))._unsafeUnwrap()).toEqual(read);
    expect(parseCatalogueDocument({ plans: [plan], offers: [offer] })._unsafeUnwrap().offers[0]!.wordings).toEqual({});
    expect(readOfferWordings(writeOfferWordings(read.offers[0]!.wordings))).toEqual(read.offers[0]!.wordings);
    expect(readOfferWordings({ fr: es, es: { title: 7 } })).toEqual({});

    const problems = parseCatalogueDocument({ plans: [plan], offers: [{ ...offer, es: { title: '', headr: 'x' } }, { ...offer, id: 'OF2', es: 'Hola' }, { ...offer, id: 'OF3', fr: es }] })._unsafeUnwrapErr();
    expect(Object.fromEntries(problems.map((p) => [describeCataloguePath(p.path), p.message]))).toEqual({
      'offers[0].es.headr': Messages.catalogueUnknownField,
      'offers[0].es.title': Messages.fieldRequired,
      'offers[0].es.header': Messages.fieldRequired,
      'offers[1].es': Messages.catalogueRecord,
      'offers[2].fr': Messages.catalogueUnknownField,
    });
  });

  it('names a question, blackout or offer that does not hold together', () => {
    const problems = parseCatalogueDocument({
      questions: [{ id: 'Q1', text: 'Tick', type: 'checkbox' }],
      plans: [
        { ...plan, blackouts: [{ id: 'B1', starts_on: '2026-02-30', ends_on: '2026-03-01' }, { id: 'B2', from_day: 9 }] },
        { ...plan, id: 'TL901', blackouts: [{ id: 'B3', from_day: 20, to_day: 10 }] },
      ],
      offers: [{ id: 'OF1', kind: 'checkout-upsell', plan: 'NOPE', title: 'T', header: 'H' }],
    })._unsafeUnwrapErr();
    expect(Object.fromEntries(problems.map((p) => [describeCataloguePath(p.path), p.message]))).toEqual({
      'questions[0].options': Messages.fieldRequired,
      'plans[0].blackouts[0].starts_on': Messages.catalogueIsoDate,
      'plans[0].blackouts[1].to_day': Messages.catalogueBlackoutOneWay,
      'plans[1].blackouts[0].to_day': Messages.catalogueDatesInOrder,
      'offers[0].plan': Messages.catalogueUnknownPlan,
    });
    // Across plans, once each plan's own fields are right: a question nobody defines, an id two plans share.
    const across = parseCatalogueDocument({
      plans: [
        { ...plan, questions: ['Q9'], eligibility_questions: [{ id: 'E1', question: 'x' }] },
        { ...plan, id: 'TL902', eligibility_questions: [{ id: 'E1', question: 'y' }] },
      ],
    })._unsafeUnwrapErr();
    expect(across).toEqual([
      { path: ['plans', 0, 'questions', 0], message: Messages.catalogueUnknownQuestion },
      { path: ['plans', 1, 'eligibility_questions', 0, 'id'], message: Messages.catalogueDuplicateId },
    ]);
  });
});
