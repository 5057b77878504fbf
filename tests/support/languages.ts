import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueWordingOf, translatorOf } from '@benefit-store/domain';
import type { Page } from 'playwright-core';
import { registeredCatalogues } from '../../packages/web/src/app/language.ts';
import { SPANISH } from '../../packages/web/src/i18n/spanish.ts';
import { ServerTexts } from '../../packages/server/src/http/server-texts.ts';
import { ServerTextsEs } from '../../packages/server/src/http/server-texts-es.ts';

const WEB_SRC = join(import.meta.dirname, '../../packages/web/src');

/**
 * Every English catalogue of the web app (its `*-texts.ts` modules register themselves) and the server's fixed words,
 * each beside its Spanish twin.
 */
export const cataloguePairs = async (): Promise<{ english: Record<string, object>; spanish: Record<string, object> }> => {
  const files = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /-texts\.ts$/.test(file));
  await Promise.all(files.map((file) => import(join(WEB_SRC, file))));
  const english: Record<string, object> = {};
  const spanish: Record<string, object> = {};
  for (const [namespace, catalogue] of registeredCatalogues()) {
    const twin = (SPANISH as Record<string, object>)[namespace];
    if (!twin) throw new Error(`The English catalogue '${namespace}' has no Spanish twin in packages/web/src/i18n/spanish.ts`);
    english[namespace] = catalogue;
    spanish[namespace] = twin;
  }
  for (const namespace of Object.keys(SPANISH)) if (!english[namespace]) throw new Error(`The Spanish catalogue '${namespace}' twins no registered English one`);
  // The fixed words the server sends (option lists, questions) are shown too, in the request's language.
  english['server'] = ServerTexts;
  spanish['server'] = ServerTextsEs;
  return { english, spanish };
};

/** English catalogue text → its Spanish, for a test to find a control by what a Spanish visitor reads. */
export const spanishOf = async (): Promise<(english: string) => string> => {
  const { english, spanish } = await cataloguePairs();
  return translatorOf(english, spanish);
};

/**
 * Whether a text a page shows is English catalogue wording: a catalogue text (slots filled) that reads differently in
 * Spanish, with enough words of its own, 12 characters or half the text, that a name or a plan in a slot cannot make
 * it one ("Referred By: {name}" counts; a plan named "Compare dental and vision plans" is not "{category} plans").
 */
export const englishCatalogueCheck = async (): Promise<(text: string) => boolean> => {
  const { english, spanish } = await cataloguePairs();
  const translate = translatorOf(english, spanish);
  const wording = catalogueWordingOf(english, spanish);
  return (text) => {
    if (translate(text) === text) return false;
    const own = wording(text);
    return own >= 12 || own * 2 >= text.length;
  };
};

export interface EnglishSeen {
  readonly text: string;
  readonly where: string;
}

/**
 * Texts of the English catalogues a person can see or hear on the page now: every visible text node, and the
 * words of placeholders, titles, alternative texts and accessible labels. A text counts when the catalogues
 * have it in English and word it differently in Spanish (a plan's name, "OK" or an e-mail address does not).
 */
export const englishShown = async (page: Page, isEnglish: (text: string) => boolean): Promise<EnglishSeen[]> => {
  const texts = await page.evaluate(() => {
    const seen: { text: string; where: string }[] = [];
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (box.width > 0 || box.height > 0) && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const parent = node.parentElement;
      if (!text || !parent || parent.closest('script,style,noscript')) continue;
      // Words hidden from the eye but read by screen readers count too (visually-hidden spans are 1 px boxes).
      if (!visible(parent) && !parent.closest('.visually-hidden')) continue;
      seen.push({ text, where: parent.tagName.toLowerCase() + (parent.className && typeof parent.className === 'string' ? `.${parent.className.split(' ')[0]}` : '') });
      // The whole element too: a sentence split by a link or a <strong> is one text in the catalogue.
      const whole = parent.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (whole !== text) seen.push({ text: whole, where: parent.tagName.toLowerCase() });
    }
    for (const element of document.querySelectorAll('[placeholder],[title],[alt],[aria-label],[aria-description]')) {
      if (!visible(element) && element.getAttribute('aria-hidden') !== 'true') continue;
      for (const name of ['placeholder', 'title', 'alt', 'aria-label', 'aria-description']) {
        const value = element.getAttribute(name)?.trim();
        if (value) seen.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
      }
    }
    seen.push({ text: document.title, where: 'title' });
    return seen;
  });
  return texts.filter(({ text }) => isEnglish(text));
};
