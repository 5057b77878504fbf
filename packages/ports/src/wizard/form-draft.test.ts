import { describe, expect, it } from 'vitest';
import { memoryStepDrafts } from '../driven/step-drafts.ts';
import { NO_DEPENDENT_POPUP, readFormDraft, readShapedDraft, writeFormDraft, writeShapedDraft } from './form-draft.ts';

describe('a step form draft (kept in this window until Next)', () => {
  const loaded = { first_name: '', last_name: 'Rivera', ssn: 'xxx-xx-6789', weight: '' };

  it('keeps what was typed beyond what the step loaded, never the SSN, and gives it back for the same version', () => {
    const drafts = memoryStepDrafts();
    writeFormDraft(drafts, 'e1', 'primary_info', 4, { first_name: 'Dana', last_name: 'Rivera', ssn: '123456789', weight: '150' }, loaded);
    expect(drafts.read('e1', 'primary_info')).not.toContain('123456789');
    expect(readFormDraft(drafts, 'e1', 'primary_info', 4)).toEqual({ first_name: 'Dana', weight: '150' });
    expect(readFormDraft(drafts, 'e2', 'primary_info', 4)).toBeUndefined();
    expect(readFormDraft(drafts, 'e1', 'contact_info', 4)).toBeUndefined();
  });

  it('never keeps a card number, security code or account number (a routing number names a bank: kept)', () => {
    const drafts = memoryStepDrafts();
    const typed = { first_name_on_cc: 'Dana', card_number: '4111111111111111', security_code: '123', account_number: '000123456789', routing_number: '111000025' };
    writeFormDraft(drafts, 'e1', 'billing_info', 2, typed, {});
    expect(drafts.read('e1', 'billing_info')).not.toMatch(/4111|"123"|000123456789/);
    expect(readFormDraft(drafts, 'e1', 'billing_info', 2)).toEqual({ first_name_on_cc: 'Dana', routing_number: '111000025' });
  });

  it('forgets a draft of another version of the enrollment (changed elsewhere, or saved), and one that cannot be read', () => {
    const drafts = memoryStepDrafts();
    writeFormDraft(drafts, 'e1', 'primary_info', 4, { first_name: 'Dana' }, loaded);
    expect(readFormDraft(drafts, 'e1', 'primary_info', 5)).toBeUndefined();
    expect(drafts.read('e1', 'primary_info')).toBeUndefined();
    drafts.write('e1', 'primary_info', '{not json');
    expect(readFormDraft(drafts, 'e1', 'primary_info', 4)).toBeUndefined();
    drafts.write('e1', 'primary_info', JSON.stringify({ version: 4, values: { first_name: 7 } }));
    expect(readFormDraft(drafts, 'e1', 'primary_info', 4)).toBeUndefined();
  });

  it('keeps nothing when the form holds what it loaded (typed back, or never changed)', () => {
    const drafts = memoryStepDrafts();
    writeFormDraft(drafts, 'e1', 'primary_info', 4, { first_name: 'Dana' }, loaded);
    writeFormDraft(drafts, 'e1', 'primary_info', 4, { ...loaded, ssn: '987654321' }, loaded);
    expect(drafts.read('e1', 'primary_info')).toBeUndefined();
  });

  describe('a step whose entries are not a flat form', () => {
    const unanswered = { condition_questions: [{ question_id: '141', yes_no_flag: '', conditions: [{}] }], notes: '' };
    const answered = {
      condition_questions: [{ question_id: '141', yes_no_flag: '1', conditions: [{ health_condition: 'Asthma' }] }],
      medication_question: { question_id: '148', yes_no_flag: '1', medications: [{ medication: 'Albuterol', dosage: '90 mcg', medical_condition: 'Asthma' }] },
      notes: 'Seen yearly',
    };

    it('gives the health answers back whole for the same version, and keeps nothing while they are as loaded', () => {
      const drafts = memoryStepDrafts();
      writeShapedDraft(drafts, 'e1', 'primary_health_info', 3, answered, unanswered);
      expect(readShapedDraft(drafts, 'e1', 'primary_health_info', 3)).toEqual(answered);
      writeShapedDraft(drafts, 'e1', 'primary_health_info', 3, unanswered, unanswered);
      expect(drafts.read('e1', 'primary_health_info')).toBeUndefined();
    });

    it('forgets a draft of another version or of another shape', () => {
      const drafts = memoryStepDrafts();
      writeShapedDraft(drafts, 'e1', 'primary_health_info', 3, answered, unanswered);
      expect(readShapedDraft(drafts, 'e1', 'primary_health_info', 4)).toBeUndefined();
      expect(drafts.read('e1', 'primary_health_info')).toBeUndefined();
      for (const value of [{ condition_questions: [{ question_id: '141' }] }, { condition_questions: [], medication_question: { question_id: '148', yes_no_flag: '1', medications: [{ medication: 'x' }] } }, [], 'text']) {
        drafts.write('e1', 'primary_health_info', JSON.stringify({ version: 3, value }));
        expect(readShapedDraft(drafts, 'e1', 'primary_health_info', 3)).toBeUndefined();
      }
      drafts.write('e1', 'agreement_info', JSON.stringify({ version: 3, value: { accepted: ['h1'], user_name: 7 } }));
      expect(readShapedDraft(drafts, 'e1', 'agreement_info', 3)).toBeUndefined();
    });

    it("keeps a dependent popup's entries but never its SSN, and nothing once it is closed", () => {
      const drafts = memoryStepDrafts();
      const open = { open: true, editing: 'd1', values: { first_name: 'Rosa', ssn: '333445555' }, disabled: false };
      writeShapedDraft(drafts, 'e1', 'dependent_info', 5, open, NO_DEPENDENT_POPUP);
      expect(drafts.read('e1', 'dependent_info')).not.toContain('333445555');
      expect(readShapedDraft(drafts, 'e1', 'dependent_info', 5)).toEqual({ ...open, values: { first_name: 'Rosa' } });
      drafts.write('e1', 'dependent_info', JSON.stringify({ version: 5, value: open }));
      expect(readShapedDraft(drafts, 'e1', 'dependent_info', 5)?.values).toEqual({ first_name: 'Rosa' });
      writeShapedDraft(drafts, 'e1', 'dependent_info', 5, NO_DEPENDENT_POPUP, NO_DEPENDENT_POPUP);
      expect(drafts.read('e1', 'dependent_info')).toBeUndefined();
    });

    it("keeps the agreement's ticks by hash and the signer's name", () => {
      const drafts = memoryStepDrafts();
      writeShapedDraft(drafts, 'e1', 'agreement_info', 8, { accepted: ['h1', 'h2'], user_name: 'Dana Rivera' }, { accepted: [], user_name: '' });
      expect(readShapedDraft(drafts, 'e1', 'agreement_info', 8)).toEqual({ accepted: ['h1', 'h2'], user_name: 'Dana Rivera' });
    });
  });
});
