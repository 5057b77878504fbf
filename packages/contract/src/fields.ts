import * as t from 'io-ts';
import { Limits, Messages } from '@benefit-store/domain';
import { describedAs } from './json-schema.ts';
import { oneOf } from './typed.ts';

/**
 * Codecs for the values requests carry. They check the shape of a value, never its meaning: a string of
 * at most so many characters, one of a fixed set, a list. Whether a zip is a real ZIP code or a tier a
 * tier is the domain's business, so that every field's rule has one home and a form shows all of its
 * messages at once. A value that fails here carries the message to show beside its field.
 */

const identity = <A>(a: A): A => a;

/** What a request field holds before it is read: the storefront sends strings; some clients send numbers. */
const asText = (u: unknown): string | undefined =>
  typeof u === 'string' ? u.trim() : typeof u === 'number' && Number.isFinite(u) ? String(u) : undefined;

/**
 * A text field of at most `max` characters, trimmed. Absent (or null) reads as '': the domain's
 * validator then says 'Field is required' together with the form's other messages.
 */
export const Text = (max: number = Limits.short) =>
  describedAs(new t.Type<string, string, unknown>(
    `Text(${max})`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => {
      if (u === undefined || u === null) return t.success('');
      const text = asText(u);
      if (text === undefined) return t.failure(u, c, Messages.invalidValue);
      return text.length > max ? t.failure(u, c, Messages.valueTooLong(max)) : t.success(text);
    },
    identity,
  ), () => ({
    type: ['string', 'number', 'null'],
    maxLength: max,
    description: `Text of at most ${max} characters, trimmed (a number is read as its digits; absent or null reads as empty).`,
  }));

/** Like Text, but an absent or empty value is `undefined`: fields the caller may leave out. */
export const OptionalText = (max: number = Limits.short) =>
  describedAs(new t.Type<string | undefined, string | undefined, unknown>(
    `OptionalText(${max})`,
    (u): u is string | undefined => u === undefined || (typeof u === 'string' && u.length <= max),
    (u, c) => {
      if (u === undefined || u === null) return t.success(undefined);
      const text = asText(u);
      if (text === undefined) return t.failure(u, c, Messages.invalidValue);
      if (text.length > max) return t.failure(u, c, Messages.valueTooLong(max));
      return t.success(text === '' ? undefined : text);
    },
    identity,
  ), () => ({
    type: ['string', 'number', 'null'],
    maxLength: max,
    description: `Optional text of at most ${max} characters, trimmed (empty is the same as absent).`,
  }));

/** A secret as typed (passwords): never trimmed, never a number. */
export const Secret = (max: number = Limits.password) =>
  describedAs(new t.Type<string, string, unknown>(
    `Secret(${max})`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => {
      if (u === undefined || u === null) return t.success('');
      if (typeof u !== 'string') return t.failure(u, c, Messages.invalidValue);
      return u.length > max ? t.failure(u, c, Messages.valueTooLong(max)) : t.success(u);
    },
    identity,
  ), () => ({ type: ['string', 'null'], maxLength: max, format: 'password', description: `A secret of at most ${max} characters, as typed (never trimmed).` }));

/** An id of ours (enrollment, agent, group, user, plan ...): short text. */
export const Id = Text(Limits.id);
export const OptionalId = OptionalText(Limits.id);

/** The choices that read as numbers too: a client may send 1 for '1'. */
const numbersAmong = (values: readonly string[]): number[] => values.filter((v) => /^-?\d+$/.test(v)).map(Number);

/** One of a fixed set of wire values; absent or empty is `undefined`, anything else is refused. */
export const OptionalChoice = <const V extends string>(values: readonly V[]) =>
  describedAs(new t.Type<V | undefined, V | undefined, unknown>(
    `OptionalChoice(${values.join('|')})`,
    (u): u is V | undefined => u === undefined || (typeof u === 'string' && (values as readonly string[]).includes(u)),
    (u, c) => {
      if (u === undefined || u === null) return t.success(undefined);
      const text = asText(u);
      if (text === '') return t.success(undefined);
      return oneOf(values)(text) ? t.success(text) : t.failure(u, c, Messages.invalidValue);
    },
    identity,
  ), () => ({
    enum: [...values, ...numbersAmong(values), '', null],
    description: `One of ${values.join(', ')}; empty is the same as absent.`,
  }));

/** One of a fixed set of wire values, exactly (answers read back from the server). */
export const OneOf = <const V extends string>(values: readonly V[]) =>
  describedAs(new t.Type<V, V, unknown>(
    `OneOf(${values.join('|')})`,
    (u): u is V => typeof u === 'string' && (values as readonly string[]).includes(u),
    (u, c) => (oneOf(values)(u) ? t.success(u) : t.failure(u, c, Messages.invalidValue)),
    identity,
  ), () => ({ type: 'string', enum: [...values] }));

/** A list of at most `max` items; a lone value stands for a list of one (query strings repeat keys for lists). */
export const ListOf = <C extends t.Mixed>(item: C, max: number) =>
  describedAs(new t.Type<t.TypeOf<C>[], t.OutputOf<C>[], unknown>(
    `ListOf(${item.name}, ${max})`,
    (u): u is t.TypeOf<C>[] => Array.isArray(u) && u.length <= max && u.every(item.is),
    (u, c) => {
      if (u === undefined || u === null) return t.success([]);
      const list: unknown[] = Array.isArray(u) ? u : [u];
      if (list.length > max) return t.failure(u, c, Messages.invalidValue);
      const out: t.TypeOf<C>[] = [];
      const errors: t.Errors = [];
      list.forEach((value, index) => {
        const decoded = item.validate(value, t.appendContext(c, String(index), item, value));
        if (decoded._tag === 'Left') errors.push(...decoded.left);
        else out.push(decoded.right);
      });
      return errors.length > 0 ? t.failures(errors) : t.success(out);
    },
    (a) => a.map(item.encode),
  ), (schemaOf) => ({
    type: ['array', 'null'],
    maxItems: max,
    items: schemaOf(item),
    description: `A list of at most ${max} items (a lone item stands for a list of one; absent or null is an empty list).`,
  }));

/** Comma-separated ids in one text value (plan_list=1,2,3; categories=a,b): the list, blanks dropped. */
export const CommaList = (maxItems: number, maxItem: number = Limits.id) =>
  describedAs(new t.Type<string[], string, unknown>(
    `CommaList(${maxItems})`,
    (u): u is string[] => Array.isArray(u) && u.every((s) => typeof s === 'string'),
    (u, c) => {
      if (u === undefined || u === null) return t.success([]);
      const text = asText(u);
      if (text === undefined) return t.failure(u, c, Messages.invalidValue);
      const items = text
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (items.length > maxItems || items.some((s) => s.length > maxItem)) return t.failure(u, c, Messages.invalidValue);
      return t.success(items);
    },
    (a) => a.join(','),
  ), () => ({
    type: ['string', 'number', 'null'],
    maxLength: maxItems * (maxItem + 1),
    description: `Comma-separated values: at most ${maxItems}, each at most ${maxItem} characters (blanks dropped).`,
  }));

/** A request with no input of its own: whatever it carries is ignored. */
export const NoInput = t.type({});
