import { X12Parser, type X12Interchange, type X12Segment } from 'node-x12';

/** A carrier file read back by an X12 parser we did not write (node-x12, strict): one interchange, or a failed test. */
export const readInterchange = (text: string): X12Interchange => {
  const interchange = new X12Parser(true).parse(text);
  if (!('functionalGroups' in interchange)) throw new Error('a fat interchange: more than one ISA in one file');
  return interchange;
};

/** A parsed segment as the file writes it: `TAG*E1*E2...`. */
export const segmentText = (segment: X12Segment): string => [segment.tag, ...segment.elements.map((e) => e.value)].join('*');
