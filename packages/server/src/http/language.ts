import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, Messages, negotiateLanguage, translatorOf, type Language } from '@benefit-store/domain';
import { MessagesEs } from '@benefit-store/domain/es';

/**
 * The language of an answer (issue 25, docs/adr/0900-languages.md). The server words everything in English, the
 * catalogue's own language (the domain's `Messages`); the reply path turns the words
 * of an answer into the language the request asked for in its `Accept-Language`, once, here. The storefront sends
 * the visitor's choice on every call; a request without the header (the CLI's undici sends none, Node's fetch sends
 * `*`) is answered in English.
 */

/** The language a request is answered in. */
export const languageOf = (request: Pick<FastifyRequest, 'headers'>): Language => negotiateLanguage(request.headers['accept-language']);

/** The domain's message catalogue and its Spanish twin: a text with slots has the catalogue's texts in them turned too. */
const spanish = translatorOf(Messages, MessagesEs);

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

/** The keys of an answer whose value is a sentence for a person: what the reply path translates. */
const WORDED_KEYS: ReadonlySet<string> = new Set(['error_message', 'message', 'success_message']);
const MAX_DEPTH = 64;

/**
 * `body` with every worded value in the language of `translate`, and whether it held any. Copy on write: what a
 * handler answered (a value kept for the next request too) is never changed.
 */
export const wordsIn = <T>(body: T, translate: (text: string) => string): { readonly body: T; readonly worded: boolean } => {
  let worded = false;
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
      if (typeof inner === 'string' && WORDED_KEYS.has(key)) {
        worded = true;
        next = translate(inner);
      } else next = walk(inner, depth + 1);
      if (next !== inner) (copy ??= { ...value })[key] = next;
    }
    return copy ?? value;
  };
  const translated = walk(body, 0) as T;
  return { body: translated, worded };
};

/** An answer's body in the request's language; `Vary: Accept-Language` when it holds words. */
export const inRequestLanguage = <T>(reply: FastifyReply, body: T): T => {
  const { body: translated, worded } = wordsIn(body, translatorFor(languageOf(reply.request)));
  if (worded) varyOnLanguage(reply);
  return translated;
};
