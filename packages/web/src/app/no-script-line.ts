import { escapeHtml } from './escape-html.ts';

/** index.html's <noscript> line: its paragraph's opening tag, its words (the build's first are a comment), its closing tags. */
const NO_SCRIPT = /(<noscript><p class="banner banner--error noscript">)[\s\S]*?(<\/p><\/noscript>)/;

/**
 * `page` (index.html) with its <noscript> line saying `words`, as text; undefined when the page has no such line. The
 * build writes the shell's words into it (vite.config.ts), the server a page copy's, in the visitor's language
 * (server/http/page-copies.ts, through the renderer).
 */
export const withNoScriptLine = (page: string, words: string): string | undefined => {
  if (!NO_SCRIPT.test(page)) return undefined;
  return page.replace(NO_SCRIPT, (_, open: string, close: string) => `${open}${escapeHtml(words)}${close}`);
};
