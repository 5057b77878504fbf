import { check834 } from '@benefit-store/domain';
import { X12Parser } from 'node-x12';

/**
 * A carrier file checked twice before it leaves: by an outside X12 parser in strict mode (node-x12: the
 * envelope, its control numbers and counts, read by code we did not write) and then by the domain's 834
 * rules (the implementation guide's required segments). Either one's problems stop the file.
 */
export const checkCarrierFile = (text: string): { ok: true } | { ok: false; problems: string[] } => {
  try {
    new X12Parser(true).parse(text);
  } catch (error) {
    return { ok: false, problems: [`X12 parser: ${error instanceof Error ? error.message : String(error)}`] };
  }
  return check834(text).match(
    () => ({ ok: true }),
    (problems) => ({ ok: false, problems: [...problems] }),
  );
};
