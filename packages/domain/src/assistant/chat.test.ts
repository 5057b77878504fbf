import { describe, expect, it } from 'vitest';
import { chatTranscript } from './chat.ts';

describe('chatTranscript', () => {
  const questions = [
    { id: '1', question: 'Name?' },
    { id: '2', question: 'Who?' },
    { id: '3', question: 'What matters?' },
  ];
  it('lists answered questions up to the first unanswered one, which is asked now', () => {
    expect(chatTranscript({ questions, answers: [{ questionId: '1', answer: 'Sam' }] })).toEqual({
      turns: [{ questionId: '1', question: 'Name?', answer: 'Sam' }],
      next: { id: '2', question: 'Who?' },
    });
  });
  it('has no next question once all are answered', () => {
    const answers = questions.map((q) => ({ questionId: q.id, answer: `a${q.id}` }));
    expect(chatTranscript({ questions, answers }).next).toBeUndefined();
  });
});
