import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, Messages, negotiateLanguage, translatorOf, type Language, type MessageCatalogue } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';
import { ServerTexts } from './server-texts.ts';
import { ServerTextsEs } from './server-texts-es.ts';

/**
 * The language of an answer (issue 25, docs/adr/0900-languages.md). The server words everything in English, the
 * catalogues' own language (the domain's `Messages`, the server's `ServerTexts`); the reply path turns the words
 * of an answer into the language the request asked for in its `Accept-Language`, once, here. The storefront sends
 * the visitor's choice on every call; a request without the header (the CLI's undici sends none, Node's fetch sends
 * `*`) is answered in English.
 */

/** The language a request is answered in. */
export const languageOf = (request: Pick<FastifyRequest, 'headers'>): Language => negotiateLanguage(request.headers['accept-language']);

/**
 * The domain's message catalogue and the server's own words (http/server-texts.ts), with their Spanish twins: a text
 * with slots has the catalogues' texts in them turned too.
 */
const spanish = translatorOf({ messages: Messages, server: ServerTexts }, { messages: MessagesEs, server: ServerTextsEs });

const TRANSLATORS: Readonly<Record<Language, (text: string) => string>> = {
  en: (text) => text,
  es: spanish,
};

/** Turns an English text of the catalogues into `language`; any other text (a name, a plan's) stays as it is. */
export const translatorFor = (language: Language): ((text: string) => string) => TRANSLATORS[language] ?? TRANSLATORS[DEFAULT_LANGUAGE];

/** Says that the answer's words follow `Accept-Language`, beside whatever else it varies with (compression adds its own). */
export const varyOnLanguage = (reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void => {
  const current = reply.getHeader('vary');
  const names = (Array.isArray(current) ? current.join(',') : typeof current === 'string' ? current : '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...names, 'Accept-Language'].join(', '));
};

/**
 * The keys of an answer whose value is a text for a person, in any answer: messages, and the server's own questions
 * and notes. Only a text of the catalogues changes; any other value under such a key (a plan's question) stays.
 */
export const WORDED_KEYS: ReadonlySet<string> = new Set(['error_message', 'message', 'success_message', 'question_text', 'question', 'disclaimer']);
/** In the fixed lookups (the contract's ValidatedLookups), their options' names too (relationships, ethnic groups ...). */
export const LOOKUP_KEYS: ReadonlySet<string> = new Set([...WORDED_KEYS, 'name']);
const MAX_DEPTH = 64;

/** Whether a text of the catalogues reads differently in another language than in English. */
const dependsOnLanguage = (text: string): boolean => LANGUAGES.some((language) => language !== DEFAULT_LANGUAGE && translatorFor(language)(text) !== text);

/**
 * `body` with every worded value (under `keys`) in `language`, and whether any of them reads differently in some
 * language: then the answer varies with Accept-Language, whichever language this request asked for. Copy on write:
 * what a handler answered (a value kept for the next request too) is never changed.
 */
export const wordsIn = <T>(body: T, language: Language, keys: ReadonlySet<string> = WORDED_KEYS): { readonly body: T; readonly varies: boolean } => {
  const translate = translatorFor(language);
  let varies = false;
  const walk = (value: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      value.forEach((item, i) => {
        const next = walk(item, depth + 1);
        if (next !== item) (copy ??= [...value])[i] = next;
      });
      return copy ?? value;
    }
    // Only plain records: a Date, a Buffer or a stream goes out as it is.
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) return value;
    let copy: Record<string, unknown> | undefined;
    for (const [key, inner] of Object.entries(value)) {
      let next: unknown;
      if (typeof inner === 'string' && keys.has(key)) {
        varies ||= dependsOnLanguage(inner);
        next = translate(inner);
      } else next = walk(inner, depth + 1);
      if (next !== inner) (copy ??= { ...value })[key] = next;
    }
    return copy ?? value;
  };
  const translated = walk(body, 0) as T;
  return { body: translated, varies };
};

/** An answer's body in the request's language; `Vary: Accept-Language` when its words depend on it. */
export const inRequestLanguage = <T>(reply: FastifyReply, body: T, keys: ReadonlySet<string> = WORDED_KEYS): T => {
  const language = languageOf(reply.request);
  // English is the catalogues' own: nothing to turn, and no walk through a large answer (a plan listing) on the path
  // every request takes. Whether its words could vary is not looked for either: it says so, at no cost to a cache
  // (a Spanish reader's answer is a different one anyway).
  if (language === DEFAULT_LANGUAGE) {
    varyOnLanguage(reply);
    return body;
  }
  const { body: translated, varies } = wordsIn(body, language, keys);
  if (varies) varyOnLanguage(reply);
  return translated;
};

type VaryingReply = Parameters<typeof varyOnLanguage>[0];

/**
 * For a handler that words its answer itself (an agreement's wording, an offer's, a mail's preview): the request's
 * language, and the answer says it varies with Accept-Language.
 */
export const languageOfAnswer = (request: Pick<FastifyRequest, 'headers'>, reply: VaryingReply): Language => {
  varyOnLanguage(reply);
  return languageOf(request);
};

/**
 * For a handler that puts texts of the catalogues into its data under other keys (a menu's labels, a form field's
 * value): the translator of the request's language. The answer varies with Accept-Language.
 */
export const textsOfRequest = (request: Pick<FastifyRequest, 'headers'>, reply: VaryingReply) => translatorFor(languageOfAnswer(request, reply));

const CATALOGUES: Readonly<Record<Language, MessageCatalogue>> = { en: Messages, es: MessagesEs };

/**
 * For a handler that words a text from several of the catalogue's (the domain's `billingNotice`): the message
 * catalogue of the request's language. The answer varies with Accept-Language.
 */
export const messagesOfRequest = (request: Pick<FastifyRequest, 'headers'>, reply: VaryingReply): MessageCatalogue => CATALOGUES[languageOfAnswer(request, reply)] ?? Messages;
