import { describe, expect, it } from 'vitest';
import { AssistTexts, failureText } from '../features/assist-texts.ts';
import { AssistTextsEs } from '../i18n/es/assist.ts';
import { HowToStepsEs } from '../i18n/es/how-to.ts';
import { ShellTextsEs } from '../i18n/es/shell.ts';
import { UiTextsEs } from '../i18n/es/ui.ts';
import { UiTexts } from '../ui/ui-texts.ts';
import { HowToSteps, ShellTexts } from '../shell/shell-texts.ts';

type Leaf = string | ((...args: never[]) => string);

/** Every text of a catalogue by its path, a text with slots shown with X1, X2, ... (numbers for a count: 2). */
const leaves = (catalogue: unknown, path = ''): Map<string, string> => {
  const found = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') found.set(at, value);
    else if (typeof value === 'function') {
      const fn = value as Leaf as (...args: unknown[]) => string;
      const counted = (i: number) => at.endsWith('cartItems') || (at.endsWith('copyright') && i === 0);
      found.set(at, fn(...Array.from({ length: fn.length }, (_, i) => (counted(i) ? 2 : `X${i + 1}`))));
    } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(inner, at ? `${at}.${key}` : key);
  };
  walk(catalogue, path);
  return found;
};

/** Entries whose Spanish is the English on purpose: names a Spanish reader uses as they are. */
const SAME_IN_SPANISH = new Set(['shell.storeName', 'shell.toolLinks.sso']);

describe('the shell, entry pages and shared controls in Spanish', () => {
  const pairs = [
    ['shell', ShellTexts, ShellTextsEs],
    ['howTo', HowToSteps, HowToStepsEs],
    ['assist', AssistTexts, AssistTextsEs],
    ['ui', UiTexts, UiTextsEs],
  ] as const;

  it('translates every text, and keeps every slot', () => {
    for (const [name, english, spanish] of pairs) {
      const en = leaves(english, name);
      const es = leaves(spanish, name);
      expect([...es.keys()], name).toEqual([...en.keys()]);
      for (const [path, text] of en) {
        const twin = es.get(path) ?? '';
        if (!SAME_IN_SPANISH.has(path)) expect(twin, path).not.toBe(text);
        for (const slot of text.match(/X\d/g) ?? []) expect(twin, path).toContain(slot);
      }
    }
  });

  it('speaks to the visitor as usted, never tú', () => {
    for (const [name, , spanish] of pairs)
      for (const [path, text] of leaves(spanish, name)) expect(text, path).not.toMatch(/(?<!\p{L})(tú|tu|tus|te|contigo)(?!\p{L})/iu);
  });

  it('counts the cart in either language', () => {
    expect(`${ShellTexts.cartBefore}1${ShellTexts.cartItems(1)}$9.00`).toBe('Cart: 1 item, $9.00');
    expect(`${ShellTexts.cartBefore}2${ShellTexts.cartItems(2)}$9.00`).toBe('Cart: 2 items, $9.00');
    expect(`${ShellTextsEs.cartBefore}2${ShellTextsEs.cartItems(2)}$9.00`).toBe('Carrito: 2 artículos, $9.00');
  });
});

describe('failureText', () => {
  const spanish: Record<string, string> = { 'Field is required': 'Este campo es obligatorio', 'Invalid Zip code': 'Código postal no válido' };
  const translate = (text: string) => spanish[text] ?? text;

  it('words each message of a validation failure on its own, so that each is found in the catalogue', () => {
    const error = { kind: 'validation', fields: { zip: 'Invalid Zip code', dob: 'Field is required' } } as const;
    expect(failureText(error)).toBe('Invalid Zip code Field is required');
    expect(failureText(error, translate)).toBe('Código postal no válido Este campo es obligatorio');
  });

  it('turns any other failure message, and leaves a text it does not know as it came', () => {
    expect(failureText({ kind: 'unavailable', message: 'Field is required' }, translate)).toBe('Este campo es obligatorio');
    expect(failureText({ kind: 'unexpected', message: 'Ya en español' }, translate)).toBe('Ya en español');
  });
});
