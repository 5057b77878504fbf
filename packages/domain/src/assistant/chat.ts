/** The virtual assistant's questions and a visitor's answers (doc 000: Contact Rep chat). */
export interface AssistantQuestion {
  readonly id: string;
  readonly question: string;
}

export interface AssistantAnswer {
  readonly questionId: string;
  readonly answer: string;
}

export interface AssistantConversation {
  readonly questions: readonly AssistantQuestion[];
  readonly answers: readonly AssistantAnswer[];
}

export interface ChatTurn {
  readonly questionId: string;
  readonly question: string;
  readonly answer: string;
}

/**
 * The chat as the visitor reads it: the questions in the assistant's order, each answered one with its
 * answer, up to the first unanswered one, which is the question asked now.
 */
export const chatTranscript = (conversation: AssistantConversation): { turns: ChatTurn[]; next?: AssistantQuestion } => {
  const answers = new Map(conversation.answers.map((a) => [a.questionId, a.answer]));
  const turns: ChatTurn[] = [];
  for (const question of conversation.questions) {
    const answer = answers.get(question.id);
    if (answer === undefined) return { turns, next: question };
    turns.push({ questionId: question.id, question: question.question, answer });
  }
  return { turns };
};
