import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * The CLI runs from TypeScript source through tsx, which transpiles every module on each start: about a second
 * per process, and the suites start the CLI a few hundred times. Once per `vitest run`, this bundles the same
 * source (our packages; npm dependencies stay external, resolved from packages/cli as the bin resolves them) into
 * one file that starts in half the time; tests/cli/cli.ts runs it. The server package stays external and loads
 * through tsx, as in the bin, for the commands that need it. The bin itself is still what `serve` and the
 * stdout-closed test run.
 */
export const BUNDLE_VARIABLE = 'BENEFIT_STORE_TEST_CLI';

export default async function setup(): Promise<(() => void) | undefined> {
  if (process.env[BUNDLE_VARIABLE]) return undefined; // another project of this run built it
  const cli = join(import.meta.dirname, '../../packages/cli');
  const outfile = join(cli, '.bundle', `benefit-store-${process.pid}.mjs`);
  await build({
    entryPoints: [join(cli, 'src/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { register as registerTsx } from 'tsx/esm/api'; registerTsx();" },
    plugins: [
      {
        name: 'npm-dependencies-external',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@benefit-store/') && args.path !== '@benefit-store/server' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  process.env[BUNDLE_VARIABLE] = outfile;
  return () => {
    delete process.env[BUNDLE_VARIABLE];
    rmSync(outfile, { force: true });
  };
}
