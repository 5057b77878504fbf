/**
 * How long a value of each kind may be, in characters. The wire codecs (packages/contract) refuse
 * anything longer at the door, and forms cap their inputs with the same numbers: one home for each limit.
 */
export const Limits = {
  /** Ids, codes and tokens of ours: enrollment ids, agent and group ids, access and group codes. */
  id: 64,
  /** Sealed ids (decrypt-detail) and resume codes. */
  token: 512,
  /** Landing segments and site names. */
  segment: 128,
  /** Host names and site domains, plain or base64. */
  domain: 512,
  name: 100,
  /** RFC 5321's limit on a forward path. */
  email: 254,
  password: 200,
  /** Any other short text field (zip, dob, tier, choices, states). */
  short: 255,
  url: 300,
  /** An answer in the assistant chat. */
  answer: 500,
  /** Free text: feedback, quote messages, notes. */
  text: 2000,
  /** A device id the benefit service accepts: at least 16 characters. */
  deviceIdMin: 16,
  deviceIdMax: 128,
  /** How deeply a JSON request body may nest objects and lists; our deepest request uses about 9 levels. */
  jsonDepth: 32,
} as const;

const DEVICE_ID = new RegExp(`^[A-Za-z0-9_-]{${Limits.deviceIdMin},${Limits.deviceIdMax}}$`);

/** A device id is random and unguessable, so it may stand for the device (docs/adr/0402). */
export const isDeviceId = (value: string): boolean => DEVICE_ID.test(value);
