import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aflacGate, canSendQuote, Eprocesses, Messages, validatePlanAnswers, validateQuoteForm } from '@benefit-store/domain';

describe('question properties', () => {
  it('plan answers pass exactly when every question has a yes/no', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', '0', '1'), { maxLength: 8 }), (flags) => {
        const questions = flags.map((_, i) => ({ questionId: `q${i}`, subType: 'text_field' as const }));
        const answers = flags.map((yesNo, i) => ({ questionId: `q${i}`, yesNo }));
        const result = validatePlanAnswers(questions, answers);
        expect(result.isOk()).toBe(flags.every((f) => f !== ''));
        if (result.isErr()) expect(result.error).toBe(Messages.answerAllQuestions);
      }),
    );
  });

  it('the aflac gate opens exactly when every required Yes is Yes and nothing is unanswered', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.constantFrom<0 | 1 | undefined>(0, 1, undefined)), { maxLength: 6 }), (rows) => {
        const questions = rows.map(([yesRequired], i) => ({ qid: String(i), question: '?', yesRequired }));
        const answers = Object.fromEntries(rows.map(([, a], i) => [String(i), a]));
        const gate = aflacGate(questions, answers);
        const refused = rows.some(([req, a]) => req && a === 0);
        expect(gate.canAddToCart).toBe(rows.every(([req, a]) => a !== undefined && !(req && a === 0)));
        expect(gate.banner === Messages.answerYesToContinue).toBe(refused);
      }),
    );
  });
});

describe('quote form properties', () => {
  it('accepts letter names with a valid e-mail, refuses any name with a digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10})?$/), fc.stringMatching(/^[a-z0-9]{1,8}@[a-z]{1,8}\.[a-z]{2,4}$/), fc.nat(9), (name, email, digit) => {
        expect(validateQuoteForm({ name, email }).isOk()).toBe(true);
        expect(validateQuoteForm({ name: `${name}${digit}`, email })._unsafeUnwrapErr()).toEqual({ name: Messages.invalidName });
      }),
    );
  });

  it('applicants never send quotes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Eprocesses), fc.boolean(), fc.boolean(), (eprocess, quotationEnabled, onSpecialHost) => {
        const allowed = canSendQuote({ eprocess, quotationEnabled, onSpecialHost });
        if (eprocess === 'applicant' || onSpecialHost || !quotationEnabled) expect(allowed).toBe(false);
        else expect(allowed).toBe(true);
      }),
    );
  });
});
