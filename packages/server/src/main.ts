import { configFromEnv, ConfigurationError, DataDirectoryInUse, startServer, stoppedLine, stoppingLine, type ServerConfig } from './index.ts';

let config: ServerConfig;
try {
  config = configFromEnv();
  const server = await startServer(config);
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // The SMTP URL may hold a password: say only whether mail goes out.
  const unsent =
    config.devMailbox && !config.production ? `read it at http://localhost:${config.port}/dev/mailbox` : 'it waits in the outbox table (DEV_MAILBOX=1 shows it in development)';
  console.log(config.smtpUrl ? 'Mail: delivered over SMTP (SMTP_URL)' : `Mail: not sent (no SMTP_URL); ${unsent}`);
  console.log(`Links in mail lead to ${server.publicUrl}${config.publicUrl ? ' (PUBLIC_URL)' : ' (set PUBLIC_URL to change)'}, a custom domain's site to its own host`);
  // Last: the line that says the server is ready.
  console.log(`Benefit Store is serving on http://localhost:${config.port}  (database: ${where})`);
  // SIGTERM (a supervisor, a container runtime) or SIGINT (Ctrl-C): a graceful shutdown (docs/adr/0015); exit 0
  // when everything in flight finished within SHUTDOWN_TIMEOUT_SECONDS, 1 when something had to be cut.
  const stop = async (signal: NodeJS.Signals) => {
    const report = await server.shutdown({ onClosedToNew: (inFlight) => console.log(stoppingLine(signal, inFlight.length, config.shutdownTimeoutSeconds)) });
    console.log(stoppedLine(report));
    process.exit(report.clean ? 0 : 1);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  // Configuration problems are the operator's to fix: say what, without a stack trace.
  if (error instanceof DataDirectoryInUse || error instanceof ConfigurationError) {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
  throw error;
}
