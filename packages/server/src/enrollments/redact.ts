/**
 * What the event journal may keep of a request payload. Identifiers that could harm a person if the
 * journal leaked are masked to their last four characters; secrets are never kept at all.
 */
const DROP = new Set(['security_code', 'password', 'signature', 'image']);
const MASK = new Set([
  'ssn',
  'card_number',
  'account_number',
  'routing_number',
  'bank_routing',
  'email',
  'email_address',
  'phone',
  'phone_number',
]);

export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (DROP.has(key)) continue;
    out[key] = MASK.has(key) && (typeof inner === 'string' || typeof inner === 'number') ? maskTail(String(inner)) : redact(inner);
  }
  return out;
};

const maskTail = (text: string): string => (text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`);
