import { err, ok, type Result } from 'neverthrow';
import { elementOf, tokenizeX12 } from './x12-segments.ts';

/**
 * A carrier's answer to our 834: a 999 (implementation acknowledgment, per transaction set) or a TA1
 * (interchange acknowledgment, when the envelope itself could not be read).
 */
export interface Acknowledgement {
  readonly kind: '999' | 'TA1';
  /** Our ISA13 as a TA1 names it (TA101); null for a 999, which names our group (AK102), not our interchange. */
  readonly interchangeControl: string | null;
  /** Our GS06 (AK102); null for a TA1. */
  readonly groupControl: string | null;
  readonly sets: readonly { readonly stControl: string; readonly accepted: boolean; readonly errors: readonly string[] }[];
  /** Why the whole interchange was refused (TA1 with TA104 R): 'code 001: ...'; null when it was not. */
  readonly interchangeRejected: string | null;
  /** Who sent the answer (ISA06, the carrier's trading-partner id): which carrier's file it answers when control numbers meet. */
  readonly sender: string | null;
}

// The common codes of the 005010 code lists; an unknown code is still reported, by its number.
/** IK304, implementation segment syntax error code (element 620). */
const SEGMENT_ERRORS: Readonly<Record<string, string>> = {
  '1': 'Unrecognized segment ID',
  '2': 'Unexpected segment',
  '3': 'Required segment missing',
  '4': 'Loop occurs over maximum times',
  '5': 'Segment exceeds maximum use',
  '6': 'Segment not in defined transaction set',
  '7': 'Segment not in proper sequence',
  '8': 'Segment has data element errors',
  I4: 'Implementation "not used" segment present',
  I6: 'Implementation dependent segment missing',
  I7: 'Implementation loop occurs under minimum times',
  I8: 'Implementation segment below minimum use',
  I9: 'Implementation dependent "not used" segment present',
};
/** IK403, implementation data element syntax error code (element 621). */
const ELEMENT_ERRORS: Readonly<Record<string, string>> = {
  '1': 'Required data element missing',
  '2': 'Conditional required data element missing',
  '3': 'Too many data elements',
  '4': 'Data element too short',
  '5': 'Data element too long',
  '6': 'Invalid character in data element',
  '7': 'Invalid code value',
  '8': 'Invalid date',
  '9': 'Invalid time',
  '10': 'Exclusion condition violated',
  '12': 'Too many repetitions',
  '13': 'Too many components',
  I6: 'Code value not used in implementation',
  I9: 'Implementation dependent data element missing',
  I10: 'Implementation "not used" data element present',
  I11: 'Implementation too few repetitions',
  I12: 'Implementation pattern match failure',
  I13: 'Implementation dependent "not used" data element present',
};
/** IK502..IK506, implementation transaction set syntax error code (element 618). */
const SET_ERRORS: Readonly<Record<string, string>> = {
  '1': 'Transaction set not supported',
  '2': 'Transaction set trailer missing',
  '3': 'Transaction set control number in header and trailer do not match',
  '4': 'Number of included segments does not match actual count',
  '5': 'One or more segments in error',
  '6': 'Missing or invalid transaction set identifier',
  '7': 'Missing or invalid transaction set control number',
  '18': 'Transaction set not in functional group',
  '19': 'Invalid transaction set implementation convention reference',
  '23': 'Transaction set control number not unique within the functional group',
  I5: 'Implementation one or more segments in error',
  I6: 'Implementation convention not supported',
};
/** TA105, interchange note code (element I18). */
const INTERCHANGE_NOTES: Readonly<Record<string, string>> = {
  '000': 'No error',
  '001': 'Interchange control number in header and trailer do not match',
  '002': 'Standard in the control standard identifier is not supported',
  '003': 'Version of the controls is not supported',
  '004': 'Segment terminator is invalid',
  '005': 'Invalid interchange ID qualifier for sender',
  '006': 'Invalid interchange sender ID',
  '007': 'Invalid interchange ID qualifier for receiver',
  '008': 'Invalid interchange receiver ID',
  '009': 'Unknown interchange receiver ID',
  '014': 'Invalid interchange date value',
  '015': 'Invalid interchange time value',
  '017': 'Invalid interchange version ID value',
  '018': 'Invalid interchange control number value',
  '020': 'Invalid test indicator value',
  '021': 'Invalid number of included groups value',
  '022': 'Invalid control structure',
  '023': 'Improper (premature) end-of-file (transmission)',
  '024': 'Invalid interchange content (e.g. invalid GS segment)',
  '025': 'Duplicate interchange control number',
  '026': 'Invalid data element separator',
  '027': 'Invalid component element separator',
};

const described = (codes: Readonly<Record<string, string>>, code: string): string => `(code ${code}): ${codes[code] ?? 'Unlisted code'}`;

interface OpenSet {
  stControl: string;
  errors: string[];
  accepted: boolean;
}

/** Read a 999 or a TA1; an error when the text is neither. */
export const readAcknowledgement = (text: string): Result<Acknowledgement, string> => {
  const tokens = tokenizeX12(text);
  if (tokens.isErr()) return err(`Not an X12 acknowledgement: ${tokens.error}`);
  const segments = tokens.value.segments;
  const isa = segments.find((s) => s.tag === 'ISA');
  const sender = isa === undefined ? null : elementOf(isa, 6).trim() || null;
  const ta1 = segments.find((s) => s.tag === 'TA1');
  const rejected = ta1 !== undefined && elementOf(ta1, 4) === 'R' ? `TA1 ${described(INTERCHANGE_NOTES, elementOf(ta1, 5))}` : null;
  const is999 = segments.some((s) => s.tag === 'ST' && elementOf(s, 1) === '999');
  if (!is999) {
    if (ta1 === undefined) return err('Not an X12 acknowledgement: the interchange holds neither a 999 nor a TA1.');
    return ok({ kind: 'TA1', interchangeControl: elementOf(ta1, 1) || null, groupControl: null, sets: [], interchangeRejected: rejected, sender });
  }

  const ak1 = segments.find((s) => s.tag === 'AK1');
  if (ak1 === undefined) return err('The 999 has no AK1: it does not say which functional group it answers.');
  if (elementOf(ak1, 1) !== 'BE') return err(`The 999 answers a functional group of kind ${elementOf(ak1, 1) || '(none)'}, not BE (834).`);
  const sets: OpenSet[] = [];
  let segmentInError = '';
  for (const s of segments) {
    const current = sets[sets.length - 1];
    if (s.tag === 'AK2') {
      sets.push({ stControl: elementOf(s, 2), errors: [], accepted: false });
    } else if (current === undefined) {
      continue; // envelope, AK1, AK9: outside any set response
    } else if (s.tag === 'IK3') {
      segmentInError = elementOf(s, 1);
      current.errors.push(`IK3 ${segmentInError} at ${elementOf(s, 2)} ${described(SEGMENT_ERRORS, elementOf(s, 4))}`);
    } else if (s.tag === 'IK4') {
      const position = elementOf(s, 1).split(tokens.value.separators.component)[0] ?? '';
      const bad = elementOf(s, 4);
      current.errors.push(`IK4 ${segmentInError}${position.padStart(2, '0')} ${described(ELEMENT_ERRORS, elementOf(s, 3))}${bad === '' ? '' : ` (was '${bad}')`}`);
    } else if (s.tag === 'IK5') {
      const status = elementOf(s, 1);
      current.accepted = status === 'A' || status === 'E'; // E: accepted with errors noted
      for (let n = 2; n <= 6; n++) {
        const code = elementOf(s, n);
        if (code !== '') current.errors.push(`IK5 ${status} ${described(SET_ERRORS, code)}`);
      }
    }
  }
  return ok({
    kind: '999',
    interchangeControl: null,
    groupControl: elementOf(ak1, 2) || null,
    sets: sets.map(({ stControl, accepted, errors }) => ({ stControl, accepted, errors })),
    interchangeRejected: rejected,
    sender,
  });
};
