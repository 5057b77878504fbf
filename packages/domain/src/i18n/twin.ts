/**
 * A catalogue in another language has exactly the English catalogue's shape: the same keys, every text a
 * string, every text with slots a function of the same slots. The compiler refuses a missing key or a slot
 * dropped in translation.
 */
export type Twin<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Twin<T[K]> }
      : T;

type Leaf = string | ((...args: never[]) => string);

const SLOT = (n: number) => `\uE000${n}\uE001`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  readonly pattern: RegExp;
  readonly slots: readonly number[];
  readonly twin: (...args: string[]) => string;
  /** How many characters of its own the text has besides its slots: the more, the more specific the pattern. */
  readonly weight: number;
}

const templatesOf = (english: object, twin: object): { exact: Map<string, string>; patterns: Pattern[] } => {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  const walk = (en: unknown, other: unknown): void => {
    if (typeof en === 'string' && typeof other === 'string') {
      if (!exact.has(en)) exact.set(en, other);
    } else if (typeof en === 'function' && typeof other === 'function') {
      const arity = (en as (...args: unknown[]) => string).length;
      let sample: string;
      try {
        sample = String((en as (...args: string[]) => string)(...Array.from({ length: arity }, (_, i) => SLOT(i))));
      } catch {
        return; // a text computed from its slots (a number formatted, a list counted): not reversible
      }
      const slots: number[] = [];
      const source = sample
        .split(/(\uE000\d+\uE001)/)
        .map((part) => {
          const slot = /^\uE000(\d+)\uE001$/.exec(part);
          if (!slot) return escapeRegExp(part);
          slots.push(Number(slot[1]));
          return '([\\s\\S]*?)';
        })
        .join('');
      // A text made of its slots alone (a list joined by commas) says nothing in any language: never matched.
      const words = sample.replace(/\uE000\d+\uE001/g, '');
      if (slots.length > 0 && /\p{L}/u.test(words)) {
        patterns.push({ pattern: new RegExp(`^${source}$`), slots, twin: other as (...args: string[]) => string, weight: words.length });
      } else if (slots.length === 0 && !exact.has(sample)) exact.set(sample, String((other as () => string)()));
    } else if (en && other && typeof en === 'object' && typeof other === 'object') {
      for (const key of Object.keys(en)) walk((en as Record<string, Leaf>)[key], (other as Record<string, Leaf>)[key]);
    }
  };
  walk(english, twin);
  patterns.sort((a, b) => b.weight - a.weight); // stable: equally specific templates keep the catalogue's order
  return { exact, patterns };
};

/**
 * Turns an English text produced from `english` (a plain text or a text with its slots filled) into the same
 * text from `twin`. Code that is not React (use cases, the server's rules) words its results in English, the
 * catalogue's own language; the edge that shows them to a person translates them here, once.
 *
 * When two templates could match a text ('Dependent #{n}' and 'Dependent #{n}: {message}'), the one with more
 * words of its own wins. A slot's value is itself turned when it is a text of the catalogue ('Dependent #2: Field
 * is required', a step's title in 'Please complete {step} ...'); any other value (a name, an amount) stays as it is.
 */
export const translatorOf = (english: object, twin: object): ((text: string) => string) => {
  const { exact, patterns } = templatesOf(english, twin);
  const translate = (text: string): string => {
    const known = exact.get(text);
    if (known !== undefined) return known;
    for (const { pattern, slots, twin: render } of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const args: string[] = [];
      // A slot's value is shorter than the text (every pattern has words of its own): the recursion ends.
      slots.forEach((slot, i) => (args[slot] = translate(match[i + 1] ?? '')));
      return render(...args);
    }
    return text;
  };
  return translate;
};

/**
 * How much of `text` is the catalogue's own wording, when it is a catalogue text (slots filled) whose other language
 * reads differently: the whole text for a fixed text, the template's own characters for one with slots. A test that
 * looks for English left on a Spanish page uses it to tell "Referred By: {name}" from a plan that happens to end in
 * the word "plans".
 */
export const catalogueWordingOf = (english: object, twin: object): ((text: string) => number) => {
  const { exact, patterns } = templatesOf(english, twin);
  return (text: string): number => {
    const known = exact.get(text);
    if (known !== undefined) return known === text ? 0 : text.length;
    const template = patterns.find(({ pattern }) => pattern.test(text));
    return template ? template.weight : 0;
  };
};
