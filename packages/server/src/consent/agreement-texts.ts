import * as t from 'io-ts';
import type { WireAcceptedAgreement } from '@benefit-store/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type PaymentMethod } from '@benefit-store/domain';
import type { Queryable } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { sha256 } from './chain.ts';

/**
 * The agreements of Agreement & Signature (doc 002), versioned (docs/adr/0720): a wording is never edited; a new
 * one is a new version with its own hash, so the hash a consent record names is always the exact words accepted.
 * Which agreements an enrollment shows depends on it: every enrollment the general ones, health authorisation when
 * a plan asks health questions, and the authorisation of the payment method saved on the billing step.
 *
 * Every version has a wording per language (migration 0101, docs/adr/0900-languages.md): `(text_key, version,
 * language)` is one wording, and the wordings of one version say the same thing. An enrollment shows the current
 * version (the newest with an active wording) in the reader's language, else in English; any language's wording of
 * the current version accepts it (a person who switched language, or a rep reading in English for a member who signs
 * in Spanish), and the consent record names the exact wording accepted.
 */
export type AppliesTo = 'all' | 'health' | 'eft' | 'cc';

export const agreementTextHash = (head: string, body: string): string => sha256(`${head}\n\n${body}`);

export const AgreementTextRow = t.type({
  text_key: t.string,
  version: t.number,
  language: t.string,
  text_head: t.string,
  text_body: t.string,
  text_required: t.boolean,
  applies_to: t.string,
  text_hash: t.string,
});
export type AgreementTextRow = t.TypeOf<typeof AgreementTextRow>;

const CurrentRow = t.intersection([AgreementTextRow, t.type({ sort_order: t.number })]);

/** An agreement as an enrollment shows it: the wording in the reader's language (else English) and its twins. */
export interface ShownAgreement extends AgreementTextRow {
  /** Every active wording of this version, in each language offered (the one shown among them): each accepts it. */
  readonly wordings: readonly AgreementTextRow[];
}

/** The wording accepted of `text` among `accepted` hashes: the one shown when several were sent, else the first. */
export const acceptedWording = (text: ShownAgreement, accepted: ReadonlySet<string>): AgreementTextRow | undefined =>
  accepted.has(text.text_hash) ? text : text.wordings.find((wording) => accepted.has(wording.text_hash));

const COLUMNS = 'text_key, version, language, text_head, text_body, text_required, applies_to, text_hash';

/**
 * The current version of every agreement, in `language`: per text_key the newest version with an active wording in
 * a language offered, worded in `language` when that version has it, else in English.
 */
export const currentAgreementTexts = async (db: Queryable, language: Language = DEFAULT_LANGUAGE): Promise<ShownAgreement[]> => {
  const current = await rows(
    db,
    CurrentRow,
    `SELECT ${COLUMNS}, sort_order FROM agreement_texts a
      WHERE active AND language = ANY($1::text[])
        AND version = (SELECT max(version) FROM agreement_texts b WHERE b.text_key = a.text_key AND b.active AND b.language = ANY($1::text[]))
      ORDER BY text_key, language`,
    [[...LANGUAGES]],
  );
  const byKey = new Map<string, (typeof current)[number][]>();
  for (const wording of current) byKey.set(wording.text_key, [...(byKey.get(wording.text_key) ?? []), wording]);
  const shown = [...byKey.values()].map((wordings) => {
    const { sort_order: sortOrder, ...text } = wordings.find((w) => w.language === language) ?? wordings.find((w) => w.language === DEFAULT_LANGUAGE) ?? wordings[0]!;
    return { sortOrder, text: { ...text, wordings: wordings.map(({ sort_order: _order, ...w }) => w) } };
  });
  return shown.sort((a, b) => a.sortOrder - b.sortOrder || (a.text.text_key < b.text.text_key ? -1 : a.text.text_key > b.text.text_key ? 1 : 0)).map((s) => s.text);
};

/** The wordings these hashes name, whatever their version or language: what was accepted, word for word. */
export const agreementTextsByHash = async (db: Queryable, hashes: readonly string[]): Promise<AgreementTextRow[]> => {
  if (hashes.length === 0) return [];
  const found = await rows(db, AgreementTextRow, `SELECT ${COLUMNS} FROM agreement_texts WHERE text_hash = ANY($1::text[])`, [[...hashes]]);
  const byHash = new Map(found.map((wording) => [wording.text_hash, wording]));
  return hashes.flatMap((hash) => byHash.get(hash) ?? []);
};

/** An accepted agreement word for word (the contract's WireAcceptedAgreement): the review, temp-info and support show it so. */
export const wireAcceptedText = (text: AgreementTextRow): WireAcceptedAgreement => ({
  text_key: text.text_key,
  version: text.version,
  language: text.language,
  text_hash: text.text_hash,
  text_head: text.text_head,
  text_body: text.text_body,
});

export interface AgreementAudience {
  /** A plan in the cart asks health questions. */
  readonly health: boolean;
  /** The payment method saved on the billing step, if any. */
  readonly paymentMethod: PaymentMethod | undefined;
}

const applies = (appliesTo: string, audience: AgreementAudience): boolean => {
  switch (appliesTo) {
    case 'all':
      return true;
    case 'health':
      return audience.health;
    case 'eft':
      return audience.paymentMethod === 'eft' || audience.paymentMethod === 'elist';
    case 'cc':
      return audience.paymentMethod === 'cc';
    default:
      return false;
  }
};

/** The agreements this enrollment shows, in order, worded in `language` where they can be. */
export const agreementTextsFor = async (db: Queryable, audience: AgreementAudience, language: Language = DEFAULT_LANGUAGE): Promise<ShownAgreement[]> =>
  (await currentAgreementTexts(db, language)).filter((text) => applies(text.applies_to, audience));
