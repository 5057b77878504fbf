import { describeError, type DomainError } from '@benefit-store/domain';

/** Exit codes a script can branch on (README, "Exit codes of the CLI"). */
export const ExitCode = { ok: 0, checkFailed: 1, invalidInput: 2, notFound: 3, unavailable: 4, unexpected: 5, needsOwner: 6 } as const;

export const exitCodeFor = (error: DomainError): number =>
  // A change refused because the enrollment changed meanwhile, or is confirmed (409): the input no longer applies.
  error.kind === 'validation' || error.kind === 'conflict'
    ? ExitCode.invalidInput
    : error.kind === 'not-found' || error.kind === 'forbidden'
      ? ExitCode.notFound
      : error.kind === 'unavailable'
        ? ExitCode.unavailable
        : ExitCode.unexpected;

/**
 * Reports a failure on stderr (in JSON with --json) and sets the exit code; never exits the process itself. Field
 * errors are named as the command's options (`--zip: ...`) where the fields are what the person typed as options;
 * elsewhere (a support token, a saved section's field) as the field itself.
 */
export const reportError = (error: DomainError, json: boolean, { fieldsAreOptions = true }: { fieldsAreOptions?: boolean } = {}): void => {
  if (json) {
    process.stderr.write(`${JSON.stringify({ error: error.kind, ...(error.kind === 'validation' ? { fields: error.fields } : { message: error.message }) })}\n`);
  } else if (error.kind === 'validation') {
    for (const [field, message] of Object.entries(error.fields)) process.stderr.write(`  ${fieldsAreOptions ? '--' : ''}${field}: ${message}\n`);
  } else {
    process.stderr.write(`${describeError(error)}\n`);
  }
  process.exitCode = exitCodeFor(error);
};

/** What a rejected promise gave, as an Error (a thrown string or value becomes one). */
export const errorOf = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));
