/**
 * An SSN the server answered masked (xxx-xx-1234) and the form sends back unchanged keeps the number on
 * file: only the server can tell, by the last four (docs/adr/0710). The client's own checks take such a
 * value as a well-formed SSN and leave the verdict to the server; any other value is checked as typed.
 */
const MASKED_SSN = /^x{3}-x{2}-\d{4}$/i;
const WELL_FORMED_STAND_IN = '000000000';

export const isServerMaskedSsn = (value: string | undefined): boolean => value !== undefined && MASKED_SSN.test(value.trim());

/** The input as the domain's validators should see it: a server-masked SSN stands in as nine digits. */
export const forClientCheck = <T extends { readonly ssn?: string | undefined }>(input: T): T =>
  isServerMaskedSsn(input.ssn) ? { ...input, ssn: WELL_FORMED_STAND_IN } : input;
