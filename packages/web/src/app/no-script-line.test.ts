import { describe, expect, it } from 'vitest';
import { withNoScriptLine } from './no-script-line.ts';

const LINE = (words: string) => `<noscript><p class="banner banner--error noscript">${words}</p></noscript>`;

describe('the page’s line for a browser without JavaScript', () => {
  it('takes the build’s words in place of index.html’s comment, and a copy’s language in place of those', () => {
    const source = `<body>${LINE('<!-- ShellTexts.noScript, written by the build -->')}<div id="root"></div></body>`;
    const built = withNoScriptLine(source, 'The store runs in your browser: turn on JavaScript.');
    expect(built).toBe(`<body>${LINE('The store runs in your browser: turn on JavaScript.')}<div id="root"></div></body>`);
    expect(withNoScriptLine(built!, 'Active JavaScript.')).toBe(`<body>${LINE('Active JavaScript.')}<div id="root"></div></body>`);
  });

  it('writes the words as text, never as markup', () => {
    expect(withNoScriptLine(LINE(''), 'Q&A <b>now</b>')).toBe(LINE('Q&amp;A &lt;b&gt;now&lt;/b&gt;'));
  });

  it('says there is no such line in a page without one', () => {
    expect(withNoScriptLine('<body><div id="root"></div></body>', 'words')).toBeUndefined();
  });
});
