/**
 * HTML built by the server (mail bodies, the API docs pages): every value placed into it goes through the `html` tag,
 * which escapes it unless it is markup built the same way, so nothing a user typed can add markup, links or styles.
 */

/** Markup built with `html`; the only thing `html` inserts without escaping. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

const interpolate = (value: Interpolated): string =>
  value instanceof SafeHtml
    ? value.value
    : Array.isArray(value)
      ? value.map(interpolate).join('')
      : value === null || value === undefined || value === false
        ? ''
        : escapeHtml(String(value));

/** Tagged template: the literal parts are markup, every interpolated value is escaped (arrays joined). */
export const html = (strings: TemplateStringsArray, ...values: readonly Interpolated[]): SafeHtml =>
  new SafeHtml(strings.reduce((out, literal, i) => out + literal + (i < values.length ? interpolate(values[i]!) : ''), ''));

