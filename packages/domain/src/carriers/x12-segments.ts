import { err, ok, type Result } from 'neverthrow';

/**
 * A small X12 tokenizer shared by the 834 rules and the acknowledgement reader. X12 declares its own
 * separators in the fixed-width ISA segment, so they are read from there, never assumed. Internal to the
 * carriers folder (index.ts does not export it).
 */
export interface X12Separators {
  readonly element: string;
  readonly component: string;
  readonly repetition: string;
  readonly segment: string;
}

/** One segment: `elements[0]` is the tag, so `elements[n]` is the standard's XXnn (ISA13 is elements[13]). */
export interface X12Segment {
  readonly tag: string;
  readonly elements: readonly string[];
}

/** ISA is 106 characters with its terminator: the element separator at 3, ISA16 at 104, the terminator at 105. */
const ISA_LENGTH = 106;

export const tokenizeX12 = (text: string): Result<{ readonly separators: X12Separators; readonly segments: readonly X12Segment[] }, string> => {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (!body.startsWith('ISA')) return err('The text does not start with an ISA segment: it is not an X12 interchange.');
  if (body.length < ISA_LENGTH) return err('The ISA segment is shorter than its fixed 106 characters.');
  const element = body.charAt(3);
  const component = body.charAt(104);
  const segment = body.charAt(105);
  if (/[\sA-Za-z0-9]/.test(element) || /[\sA-Za-z0-9]/.test(segment)) return err('The ISA segment declares no usable element separator or segment terminator.');
  const segments = body
    .split(segment)
    .map((raw) => raw.trim()) // the newline we write after each terminator, or a carrier's CR LF
    .filter((raw) => raw !== '')
    .map((raw) => {
      const elements = raw.split(element);
      return { tag: elements[0] ?? '', elements };
    });
  const isa = segments[0];
  if (isa === undefined || isa.elements.length !== 17) return err('The ISA segment does not have its 16 elements.');
  return ok({ separators: { element, component, repetition: isa.elements[11] ?? '', segment }, segments });
};

/** Element n of a segment (1-based, as the standard counts), '' when it or the segment is absent. */
export const elementOf = (segment: X12Segment | undefined, n: number): string => segment?.elements[n] ?? '';
