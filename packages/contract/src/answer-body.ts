/**
 * An answer's body as the wire carries it: nothing for 204 or an empty body, parsed JSON when the content type says
 * JSON (its text when it does not parse), else the text. The clients' transports read answers so, and the read-batch
 * route writes each read's answer so, so that a read answered in a batch reaches the client as it would alone.
 */
export const answerBody = (status: number, contentType: string | null | undefined, text: string): unknown => {
  if (status === 204 || text === '') return null;
  if (!contentType?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};
