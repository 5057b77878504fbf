import { ExitCode } from '../../output.ts';

export const SUPPORT_TOKEN_VARIABLE = 'BENEFIT_STORE_SUPPORT_TOKEN';

/** The staff member's token: --token, else BENEFIT_STORE_SUPPORT_TOKEN; says how to get one when there is none. */
export const supportToken = (options: { token?: string }): string | undefined => {
  const token = options.token ?? process.env[SUPPORT_TOKEN_VARIABLE];
  if (token) return token;
  process.stderr.write(`No support token: set ${SUPPORT_TOKEN_VARIABLE} (an administrator creates one with \`benefit-store support token create --name YOU\`).\n`);
  process.exitCode = ExitCode.invalidInput;
  return undefined;
};

export interface SupportGlobals {
  api: string;
  state: string;
  token?: string;
}
