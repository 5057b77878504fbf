import { describe, expect, it } from 'vitest';
import { Messages } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { languageOf, LOOKUP_KEYS, translatorFor, varyOnLanguage, wordsIn } from './language.ts';
import { ServerTexts } from './server-texts.ts';
import { ServerTextsEs } from './server-texts-es.ts';

const request = (acceptLanguage?: string) => ({ headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage } });

describe('the language of a request', () => {
  it('is its Accept-Language when that names Spanish, English otherwise (no header: the CLI; `*`: Node fetch)', () => {
    expect(languageOf(request('es'))).toBe('es');
    expect(languageOf(request('es-US,es;q=0.9,en;q=0.8'))).toBe('es');
    expect(languageOf(request('fr-FR, es;q=0.5'))).toBe('es');
    for (const header of [undefined, '*', '', 'fr', 'en-US,en;q=0.9,es;q=0.5', ';;;']) expect(languageOf(request(header))).toBe('en');
  });
});

describe('translating the catalogues', () => {
  const es = translatorFor('es');
  it("turns a message of the domain's catalogue into its twin; English is left as it is", () => {
    expect(es(Messages.fieldRequired)).toBe(MessagesEs.fieldRequired);
    expect(es(Messages.quoteSent('ana@example.com'))).toBe(MessagesEs.quoteSent('ana@example.com'));
    expect(translatorFor('en')(Messages.fieldRequired)).toBe(Messages.fieldRequired);
  });

  it("translates the catalogue's words in a slot (a step's title), and leaves any other slot value alone", () => {
    expect(es(Messages.completeStepFirst(Messages.stepBillingInfo))).toBe(MessagesEs.completeStepFirst(MessagesEs.stepBillingInfo));
    expect(es(Messages.planInBlackout('Dental Plus'))).toBe(MessagesEs.planInBlackout('Dental Plus'));
  });

  it('leaves a text that is not a catalogue text as it is', () => {
    expect(es('Dental Plus')).toBe('Dental Plus');
  });
});

describe('the words of an answer', () => {
  it('translates message, error_message and success_message at any depth, and nothing else', () => {
    const body = {
      status: 'error',
      message: Messages.planNotFound,
      data: [{ target_element: 'zip', error_message: Messages.invalidZip, name: Messages.invalidZip }],
      nested: { warnings: [{ code: 'x', message: Messages.beneficiaryIsMinor }], success_message: Messages.questionsAccepted },
    };
    const { body: translated, varies } = wordsIn(body, 'es');
    expect(varies).toBe(true);
    expect(translated).toEqual({
      status: 'error',
      message: MessagesEs.planNotFound,
      data: [{ target_element: 'zip', error_message: MessagesEs.invalidZip, name: Messages.invalidZip }],
      nested: { warnings: [{ code: 'x', message: MessagesEs.beneficiaryIsMinor }], success_message: MessagesEs.questionsAccepted },
    });
    // What the handler answered (perhaps kept for the next request) is never changed.
    expect(body.data[0]!.error_message).toBe(Messages.invalidZip);
  });

  it("translates the server's own words: the health questions anywhere, the options' names in the lookups", () => {
    const health = { condition_questions: [{ question_id: '143', question_text: ServerTexts.healthQuestions.diabetes }] };
    expect(wordsIn(health, 'es').body.condition_questions[0]!.question_text).toBe(ServerTextsEs.healthQuestions.diabetes);
    const options = [{ id: 'Spouse', name: ServerTexts.beneficiaryRelationships.spouse }];
    expect(wordsIn(options, 'es').body).toEqual(options);
    expect(wordsIn(options, 'es', LOOKUP_KEYS).body).toEqual([{ id: 'Spouse', name: ServerTextsEs.beneficiaryRelationships.spouse }]);
  });

  it('answers the very value when nothing changes, and says whether its words depend on the language', () => {
    const plain = { status: 'success', data: { result: [{ id: '1', name: 'Texas' }] } };
    expect(wordsIn(plain, 'es', LOOKUP_KEYS)).toEqual({ body: plain, varies: false });
    expect(wordsIn(plain, 'es', LOOKUP_KEYS).body).toBe(plain);
    // An English request's answer varies too when a Spanish one would read differently.
    const message = { data: { message: Messages.saveLaterDone } };
    const english = wordsIn(message, 'en');
    expect(english.body).toBe(message);
    expect(english.varies).toBe(true);
    // A plan's own question (catalogue data) is not one of ours: it stays, and nothing varies.
    expect(wordsIn({ question_text: 'In hospital 3+ days?' }, 'es')).toEqual({ body: { question_text: 'In hospital 3+ days?' }, varies: false });
  });

  it('adds Accept-Language to Vary once, beside what is there', () => {
    const headers = new Map<string, string>();
    const reply = { getHeader: (name: string) => headers.get(name), header: (name: string, value: string) => headers.set(name, value) };
    varyOnLanguage(reply);
    varyOnLanguage(reply);
    expect(headers.get('vary')).toBe('Accept-Language');
    headers.set('vary', 'accept-encoding');
    varyOnLanguage(reply);
    expect(headers.get('vary')).toBe('accept-encoding, Accept-Language');
  });
});
