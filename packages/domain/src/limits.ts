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
  // The widths of the forms' fixed-shape inputs: what an input accepts as typed (masks and maxLength).
  /** A US ZIP code: five digits. */
  zip: 5,
  /** A US date typed in MM/DD/YYYY. */
  usDate: 10,
  /** A Social Security number, digits only. */
  ssn: 9,
  /** A US phone number, digits only. */
  phone: 10,
  /** A beneficiary's share, 1 to 100. */
  percentage: 3,
  /** Weight in pounds. */
  weight: 3,
  heightFeet: 1,
  heightInch: 2,
  /** Working hours a week (the quote filter's and the plan questions' hours). */
  workingHours: 3,
  /** How many people an employer employs. */
  employees: 7,
  /** A bank's ABA routing number. */
  routingNumber: 9,
  /** A bank account number. */
  accountNumber: 17,
  /** A card number as typed, digits with spaces or dashes between the groups. */
  cardNumberTyped: 31,
  securityCode: 4,
  /** An access or enrollment code typed on the access page. */
  accessCode: 32,
  /** The short free-text answer of a plan question ("who"). */
  questionAnswer: 200,
} as const;

const DEVICE_ID = new RegExp(`^[A-Za-z0-9_-]{${Limits.deviceIdMin},${Limits.deviceIdMax}}$`);

/** A device id is random and unguessable, so it may stand for the device (docs/adr/0402). */
export const isDeviceId = (value: string): boolean => DEVICE_ID.test(value);
