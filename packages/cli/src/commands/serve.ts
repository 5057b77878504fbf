import { Command, InvalidArgumentError } from 'commander';
import { ExitCode } from '../output.ts';

interface ServeOptions {
  port?: number;
  host?: string;
}

const port = (value: string) => {
  if (!/^\d+$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError('must be a port number (0 picks a free one)');
  return Number(value);
};

/** Resolves with the first SIGINT or SIGTERM. */
const untilStopped = () =>
  new Promise<NodeJS.Signals>((stopped) => {
    process.once('SIGINT', stopped);
    process.once('SIGTERM', stopped);
  });

/**
 * `serve`: the server `npm start` runs (storefront and API, configured by the same environment variables,
 * embedded PGlite unless DATABASE_URL), in this process, until Ctrl-C.
 */
export const serveCommand = () =>
  new Command('serve')
    .description('start the Benefit Store server (storefront and /api/v1) as `npm start` does, until Ctrl-C')
    .option('--port <port>', 'port to listen on (default: PORT or 8080; 0 picks a free one)', port)
    .option('--host <host>', 'address to listen on (default: HOST or 0.0.0.0)')
    .addHelpText(
      'after',
      `
Examples:
  $ benefit-store serve
  $ BENEFIT_STORE_DATA_DIR=/tmp/bs benefit-store serve --port 9090
  $ DATABASE_URL=postgres://localhost/benefits benefit-store serve

Every environment variable of README "Configuration" applies. The storefront is served when built
(packages/web/dist: \`npm start\` or \`npm run build\` builds it); otherwise the API alone.`,
    )
    .action(async (options: ServeOptions) => {
      // The server package loads only for this command: the rest of the CLI starts without it.
      const { configFromEnv, ConfigurationError, DataDirectoryInUse, startServer, stoppedLine, stoppingLine } = await import('@benefit-store/server');
      let config;
      let server;
      try {
        config = configFromEnv();
        server = await startServer({ ...config, ...(options.port !== undefined ? { port: options.port } : {}), ...(options.host ? { host: options.host } : {}) });
      } catch (error) {
        if (!(error instanceof DataDirectoryInUse || error instanceof ConfigurationError)) throw error;
        process.stderr.write(`✖ ${error.message}\n`);
        process.exitCode = ExitCode.unavailable;
        return;
      }
      const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
      process.stdout.write(`Benefit Store is serving on ${server.url}  (database: ${where})\n`);
      const unsent = config.devMailbox && !config.production ? `read it at ${server.url}/dev/mailbox` : 'it waits in the outbox table (DEV_MAILBOX=1 shows it in development)';
      process.stdout.write(config.smtpUrl ? 'Mail: delivered over SMTP (SMTP_URL)\n' : `Mail: not sent (no SMTP_URL); ${unsent}\n`);
      process.stdout.write(`Links in mail lead to ${server.publicUrl}${config.publicUrl ? ' (PUBLIC_URL)' : ' (set PUBLIC_URL to change)'}\n`);
      // A graceful shutdown (docs/adr/0015): exit 0 when everything in flight finished within
      // SHUTDOWN_TIMEOUT_SECONDS, 1 when something had to be cut (logged with its request id).
      const signal = await untilStopped();
      const report = await server.shutdown({
        onClosedToNew: (inFlight) => process.stdout.write(`${stoppingLine(signal, inFlight.length, config.shutdownTimeoutSeconds)}\n`),
      });
      process.stdout.write(`${stoppedLine(report)}\n`);
      // Not a clean stop: something was cut.
      if (!report.clean) process.exitCode = 1;
    });
