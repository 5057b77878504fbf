import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conditionFields, medicationsToSubmit, MAX_MEDICATIONS, Messages, validateAgreement, validateHealth, signerMode, Eprocesses } from '@benefit-store/domain';

const medication = fc.record({
  medication: fc.constantFrom('', 'A'),
  dosage: fc.constantFrom('', '1'),
  medical_condition: fc.constantFrom('', 'x'),
});

describe('health properties', () => {
  it('a no never produces detail errors, whatever the details hold', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('1', '145', '146', '147', '200'), fc.dictionary(fc.string({ maxLength: 10 }), fc.string())), { maxLength: 5 }), (rows) => {
        const input = { condition_questions: rows.map(([question_id, condition]) => ({ question_id, yes_no_flag: '0', conditions: [condition] })) };
        const result = validateHealth(input);
        expect(result.isOk()).toBe(true);
        expect(result._unsafeUnwrap().condition_questions.every((q) => q.conditions.length === 0)).toBe(true);
      }),
    );
  });

  it('a yes with empty details reports one error per detail field, keyed by target element', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('1', '145', '146', '147', '200'), { maxLength: 5 }), (ids) => {
        const input = { condition_questions: ids.map((question_id) => ({ question_id, yes_no_flag: '1', conditions: [] })) };
        const errors = validateHealth(input).match(() => ({}), (e) => e);
        const expectedKeys = ids.flatMap((id, i) => conditionFields(id).map((f) => `condition_questions.${i}.conditions.0.${f}`));
        expect(Object.keys(errors).sort()).toEqual(expectedKeys.sort());
      }),
    );
  });

  it('medication rows: the first always, later ones only when filled, never more than three', () => {
    fc.assert(
      fc.property(fc.array(medication, { maxLength: 6 }), (rows) => {
        const sent = medicationsToSubmit(rows);
        expect(sent.length).toBeLessThanOrEqual(MAX_MEDICATIONS);
        if (rows.length > 0) expect(sent[0]).toBe(rows[0]);
        for (const row of sent.slice(1)) expect(row.medication + row.dosage + row.medical_condition).not.toBe('');
      }),
    );
  });
});

describe('agreement properties', () => {
  it('passes exactly when every required box is checked (and the signature given in signature mode)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { maxLength: 6 }),
        fc.constantFrom(...Eprocesses),
        fc.boolean(),
        fc.constantFrom('', 'data:image/png;base64,AAA'),
        (rows, eprocess, signatureMode, signature) => {
          const texts = rows.map(([required], i) => ({ head: `h${i}`, body: '', required }));
          const checked = rows.map(([, c]) => c);
          const mode = signerMode(eprocess, signatureMode);
          const result = validateAgreement(texts, { checked, signature }, mode);
          const boxesOk = rows.every(([required, c]) => !required || c);
          const signatureOk = mode !== 'sigapplicant' || signature !== '';
          expect(result.isOk()).toBe(boxesOk && signatureOk);
          if (result.isErr()) for (const message of Object.values(result.error)) expect([Messages.agreementRequired, Messages.signatureRequired]).toContain(message);
        },
      ),
    );
  });
});
