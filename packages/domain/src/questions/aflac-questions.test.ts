import { describe, expect, it } from 'vitest';
import { aflacGate, aflacPayload } from './aflac-questions.ts';

const qs = [
  { qid: '1', question: 'A?' },
  { qid: '2', question: 'B?' },
  { qid: '3', question: 'C?', yesRequired: false },
];

describe('aflac gate', () => {
  it('lets Add to Cart through when every question is answered and Yes where required', () => {
    expect(aflacGate(qs, { '1': 1, '2': 1, '3': 0 })).toEqual({ canAddToCart: true, messages: {} });
  });

  it('asks for Yes/No on unanswered questions without the banner', () => {
    expect(aflacGate(qs, { '1': 1, '3': 1 })).toEqual({ canAddToCart: false, messages: { '2': '*Answer should be Yes/No to continue' } });
  });

  it('asks for Yes and raises the banner when a required Yes is answered No', () => {
    expect(aflacGate(qs, { '1': 0, '2': 1, '3': 1 })).toEqual({
      canAddToCart: false,
      messages: { '1': '*Answer should be Yes to continue' },
      banner: 'Please answer yes in order to continue',
    });
  });

  it('builds the save payload with every question', () => {
    expect(aflacPayload(qs, { '1': 1 })).toEqual([
      { qid: '1', true_condition: 1 },
      { qid: '2', true_condition: 0 },
      { qid: '3', true_condition: 0 },
    ]);
  });
});
