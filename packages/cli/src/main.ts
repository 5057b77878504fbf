import { CommanderError } from 'commander';
import { ExitCode } from './output.ts';
import { allCommands, buildProgram } from './program.ts';

// A reader that stops early (`benefit-store rules list | head -1`) closes our stdout: stop quietly, like Unix
// tools do, instead of dying on an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(typeof process.exitCode === 'number' ? process.exitCode : ExitCode.ok);
  });
}

const program = buildProgram();
for (const command of allCommands(program)) command.exitOverride();

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (!(error instanceof CommanderError)) throw error;
  // --help and --version end with code 0; a usage error (unknown option, missing or bad value) with 2.
  process.exitCode = error.exitCode === 0 ? ExitCode.ok : ExitCode.invalidInput;
}
