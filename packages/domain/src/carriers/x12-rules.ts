import { err, ok, type Result } from 'neverthrow';
import { elementOf, tokenizeX12, type X12Segment } from './x12-segments.ts';

/**
 * The 834 implementation guide's (005010X220A1) required-segment rules our files must meet before they leave:
 * the envelope and its control numbers and counts, and each member loop's required segments. Not a full
 * validator (no code lists beyond the ones we write, no element lengths): a carrier's 999 remains the judge.
 */

const INS02 = new Set(['18', '01', '19']);
const HD05 = new Set(['EMP', 'ESP', 'ECH', 'FAM']);
/** What may stand in the header of an 834, before the first member loop. */
const HEADER = new Set(['BGN', 'REF', 'DTP', 'QTY', 'N1', 'N2', 'N3', 'N4', 'PER', 'ACT']);

const is = (segment: X12Segment | undefined, tag: string, qualifier?: string): boolean =>
  segment !== undefined && segment.tag === tag && (qualifier === undefined || elementOf(segment, 1) === qualifier);

/** The rules of one transaction set (ST..SE), positions counted from ST = 1 as a 999 counts them. */
const checkSet = (set: readonly X12Segment[], name: string): string[] => {
  const problems: string[] = [];
  const st = set[0];
  const se = set[set.length - 1];
  if (st === undefined || se === undefined) return [`${name}: empty transaction set.`];
  if (elementOf(st, 1) !== '834') problems.push(`${name}: ST01 is '${elementOf(st, 1)}', not 834.`);
  if (elementOf(st, 3) !== '005010X220A1') problems.push(`${name}: ST03 is '${elementOf(st, 3)}', not 005010X220A1.`);
  if (!is(se, 'SE')) problems.push(`${name}: the set does not end with SE.`);
  else {
    if (elementOf(se, 2) !== elementOf(st, 2)) problems.push(`${name}: SE02 '${elementOf(se, 2)}' does not match ST02 '${elementOf(st, 2)}'.`);
    if (elementOf(se, 1) !== String(set.length)) problems.push(`${name}: SE01 says ${elementOf(se, 1) || 'nothing'} segments but the set has ${set.length}.`);
  }
  if (!is(set[1], 'BGN')) problems.push(`${name}: BGN must follow ST.`);
  const inner = set.slice(1, -1);
  const firstLoop = inner.findIndex((s) => !HEADER.has(s.tag));
  const header = firstLoop === -1 ? inner : inner.slice(0, firstLoop);
  if (!header.some((s) => is(s, 'N1', 'P5'))) problems.push(`${name}: N1*P5 (the sponsor) is missing.`);
  if (!header.some((s) => is(s, 'N1', 'IN'))) problems.push(`${name}: N1*IN (the insurer) is missing.`);
  if (firstLoop === -1) return [...problems, `${name}: no member loop (INS) at all.`];

  // Split the rest into loops 2000, each starting at an INS.
  const loops: { start: number; segments: X12Segment[] }[] = [];
  inner.slice(firstLoop).forEach((s, i) => {
    const position = firstLoop + i + 2; // +1 for ST, +1 to count from 1
    const current = loops[loops.length - 1];
    if (s.tag === 'INS' || current === undefined) loops.push({ start: position, segments: [s] });
    else current.segments.push(s);
  });
  for (const { start, segments } of loops) {
    const ins = segments[0];
    const where = `${name}, loop 2000 at segment ${start}`;
    if (!is(ins, 'INS')) {
      problems.push(`${where}: starts with ${ins?.tag ?? 'nothing'}, not INS.`);
      continue;
    }
    if (!INS02.has(elementOf(ins, 2))) problems.push(`${where}: INS02 '${elementOf(ins, 2)}' is not 18, 01 or 19.`);
    if (!segments.some((s) => is(s, 'REF', '0F'))) problems.push(`${where}: REF*0F (the subscriber identifier) is missing.`);
    const names = segments.filter((s) => is(s, 'NM1', 'IL')).length;
    if (names === 0) problems.push(`${where}: NM1*IL (the member's name) is missing.`);
    if (names > 1) problems.push(`${where}: ${names} NM1*IL in one loop: an INS is missing.`);
    if (!segments.some((s) => s.tag === 'DMG')) problems.push(`${where}: DMG (the member's birth date and gender) is missing.`);
    const hds = segments.flatMap((s, i) => (s.tag === 'HD' ? [i] : []));
    for (const i of hds) {
      const hd = segments[i];
      if (hd !== undefined && !HD05.has(elementOf(hd, 5))) problems.push(`${where}: HD05 '${elementOf(hd, 5)}' is not EMP, ESP, ECH or FAM.`);
    }
    if (elementOf(ins, 1) === 'Y') {
      // Loop 2300 runs from its HD to the next HD; its DTP*348 is the coverage's start.
      const dated = hds.some((i) => {
        const next = hds.find((j) => j > i) ?? segments.length;
        return segments.slice(i + 1, next).some((s) => is(s, 'DTP', '348'));
      });
      if (!dated) problems.push(`${where}: the subscriber has no HD with a DTP*348 (coverage and its start date).`);
    }
  }
  return problems;
};

/** Check an 834 interchange; every problem found, in plain English naming the segment and the set. */
export const check834 = (text: string): Result<void, readonly string[]> => {
  const tokens = tokenizeX12(text);
  if (tokens.isErr()) return err([tokens.error]);
  const segments = tokens.value.segments;
  const problems: string[] = [];
  const isa = segments[0];
  const gs = segments[1];
  const ge = segments[segments.length - 2];
  const iea = segments[segments.length - 1];
  if (isa === undefined) return err(['ISA is missing.']);
  if (!/^\d{9}$/.test(elementOf(isa, 13)) || /^0+$/.test(elementOf(isa, 13))) problems.push(`ISA13 '${elementOf(isa, 13)}' is not a control number of nine digits from 000000001.`);
  if (elementOf(isa, 12) !== '00501') problems.push(`ISA12 '${elementOf(isa, 12)}' is not 00501.`);
  if (!is(gs, 'GS')) problems.push('GS must follow ISA.');
  if (!is(iea, 'IEA')) problems.push('IEA (the interchange trailer) is missing at the end.');
  if (!is(ge, 'GE')) problems.push('GE (the functional group trailer) must come just before IEA.');
  if (gs !== undefined && is(gs, 'GS')) {
    if (elementOf(gs, 1) !== 'BE') problems.push(`GS01 '${elementOf(gs, 1)}' is not BE (benefit enrollment).`);
    if (elementOf(gs, 8) !== '005010X220A1') problems.push(`GS08 '${elementOf(gs, 8)}' is not 005010X220A1.`);
  }
  if (iea !== undefined && is(iea, 'IEA')) {
    if (elementOf(iea, 2) !== elementOf(isa, 13)) problems.push(`IEA02 '${elementOf(iea, 2)}' does not match ISA13 '${elementOf(isa, 13)}'.`);
    if (elementOf(iea, 1) !== '1') problems.push(`IEA01 says ${elementOf(iea, 1)} functional groups but the interchange has 1.`);
  }
  if (gs !== undefined && ge !== undefined && is(gs, 'GS') && is(ge, 'GE') && elementOf(ge, 2) !== elementOf(gs, 6)) {
    problems.push(`GE02 '${elementOf(ge, 2)}' does not match GS06 '${elementOf(gs, 6)}'.`);
  }

  // The sets between GS and GE: each from its ST to the next SE.
  const inside = segments.slice(2, is(ge, 'GE') ? -2 : is(iea, 'IEA') ? -1 : undefined);
  const sets: { name: string; segments: X12Segment[] }[] = [];
  let open: X12Segment[] | null = null;
  for (const [i, s] of inside.entries()) {
    if (s.tag === 'ST') {
      if (open !== null) problems.push(`Set ${elementOf(open[0], 2)}: SE is missing before the next ST.`);
      open = [s];
      sets.push({ name: `Set ${elementOf(s, 2)}`, segments: open });
    } else if (open === null) {
      problems.push(`${s.tag} at segment ${i + 3} of the interchange stands outside any transaction set (ST..SE).`);
    } else {
      open.push(s);
      if (s.tag === 'SE') open = null;
    }
  }
  if (open !== null) problems.push(`Set ${elementOf(open[0], 2)}: SE is missing at the end of the set.`);
  if (sets.length === 0) problems.push('The functional group holds no transaction set (ST).');
  if (ge !== undefined && is(ge, 'GE') && elementOf(ge, 1) !== String(sets.length)) {
    problems.push(`GE01 says ${elementOf(ge, 1)} transaction sets but the group has ${sets.length}.`);
  }
  for (const set of sets) problems.push(...checkSet(set.segments, set.name));
  return problems.length === 0 ? ok(undefined) : err(problems);
};
