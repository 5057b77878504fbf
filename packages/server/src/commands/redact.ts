/**
 * What the enrollment journal may keep of a payload (docs/adr/0002). Keys are matched by meaning, not
 * spelling (`SSN`, `ssn`, `social_security_number`, `cardNumber` are one kind of key): secrets are never
 * kept, identifiers are masked to their last four characters, and any value anywhere that looks like a
 * card or social security number is masked whatever its key. A payload too large to be worth keeping is
 * kept only as its small top-level fields.
 */

/** Lower case, letters and digits only: `Card-Number`, `card_number` and `cardNumber` read alike. */
const normalise = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

const SECRET_EXACT = new Set(['code', 'resumecode', 'cvv', 'cvv2', 'cvc', 'cid', 'pin', 'signature', 'image', 'pwd']);
const SECRET_PARTS = ['password', 'passwd', 'secret', 'token', 'securitycode', 'cardcode', 'signature'];
const MASKED_EXACT = new Set(['ssn', 'pan', 'tin', 'iban', 'itin', 'ein']);
const MASKED_PARTS = [
  'ssn',
  'socialsecurity',
  'cardnumber',
  'ccnumber',
  'creditcard',
  'debitcard',
  'accountnumber',
  'acctnumber',
  'accountno',
  'bankaccount',
  'routing',
  'email',
  'phone',
  'mobile',
  'taxid',
];

const isSecretKey = (key: string) => SECRET_EXACT.has(key) || SECRET_PARTS.some((part) => key.includes(part));
const isMaskedKey = (key: string) => MASKED_EXACT.has(key) || MASKED_PARTS.some((part) => key.includes(part));

/** 13 to 19 digits, optionally grouped by spaces or dashes: the shape of a card number. */
const CARD_LIKE = /^\d(?:[ -]?\d){12,18}$/;
/** 123-45-6789, 123 45 6789 or nine digits: the shape of a social security number. */
const SSN_LIKE = /^\d{3}[ -]?\d{2}[ -]?\d{4}$/;

const maskTail = (text: string): string => (text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`);

const looksSensitive = (text: string): boolean => CARD_LIKE.test(text.trim()) || SSN_LIKE.test(text.trim());

export const redact = (value: unknown): unknown => {
  if (typeof value === 'string') return looksSensitive(value) ? maskTail(value.trim()) : value;
  if (typeof value === 'number') return looksSensitive(String(value)) ? maskTail(String(value)) : value;
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const meaning = normalise(key);
    if (isSecretKey(meaning)) continue;
    out[key] = isMaskedKey(meaning) && (typeof inner === 'string' || typeof inner === 'number') ? maskTail(String(inner)) : redact(inner);
  }
  return out;
};

/** The journal keeps at most this much of one payload, serialised. */
export const MAX_JOURNAL_PAYLOAD_BYTES = 8 * 1024;
const MAX_KEPT_SCALAR = 200;

/** The redacted payload, or, when that is too large, its short top-level fields and the size it had. */
export const journalPayload = (payload: unknown): unknown => {
  const redacted = redact(payload ?? {});
  const bytes = Buffer.byteLength(JSON.stringify(redacted) ?? '');
  if (bytes <= MAX_JOURNAL_PAYLOAD_BYTES) return redacted;
  const kept: Record<string, unknown> = { truncated: true, bytes };
  if (redacted !== null && typeof redacted === 'object' && !Array.isArray(redacted)) {
    for (const [key, inner] of Object.entries(redacted).slice(0, 50)) {
      if (typeof inner === 'number' || typeof inner === 'boolean' || (typeof inner === 'string' && inner.length <= MAX_KEPT_SCALAR)) kept[key] = inner;
    }
  }
  return kept;
};
