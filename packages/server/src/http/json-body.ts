import type { FastifyInstance } from 'fastify';
import { Limits, Messages } from '@benefit-store/domain';
import { RequestRefusal } from './decode-request.ts';

/**
 * Whether a JSON text opens more than `max` objects and lists inside one another, read in one pass without
 * recursion (so that no amount of nesting costs more than the text's length). Brackets inside strings do
 * not count. The text need not be valid JSON: the parser says so afterwards.
 */
export const nestsDeeperThan = (text: string, max: number): boolean => {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
};

/**
 * The JSON body parser (docs/adr/0008): fastify's own (which refuses `__proto__` and `constructor.prototype`
 * keys), after a check that the body nests at most `Limits.jsonDepth` levels. Everything that reads a body
 * afterwards (the unstorable-value scan, the codecs, a tab's payload) walks it recursively; a body of a few
 * kilobytes of brackets would otherwise overflow the stack and answer 500.
 */
export const registerJsonBodyParser = (app: FastifyInstance) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, Limits.jsonDepth)) {
      done(new RequestRefusal(400, { request: Messages.nestedTooDeep(Limits.jsonDepth) }), undefined);
      return;
    }
    parse(request, text, done);
  });
};
