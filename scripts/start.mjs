// `npm start`: install what is missing, build the storefront, then serve storefront and API together.
// The server migrates and seeds its embedded database on first run.
import { spawn } from 'node:child_process';
import { ensureInstalled, pnpm, root } from './bootstrap.mjs';

ensureInstalled();
console.log('Building the storefront ...');
pnpm(['--filter', '@benefit-store/web', 'exec', 'vite', 'build', '--logLevel', 'warn']);

// In development `npm start` asks for the development mailbox (docs/adr/0703); DEV_MAILBOX=0 keeps it off, and a
// production server ignores it.
const env = { ...process.env };
if (env.DEV_MAILBOX === undefined && env.NODE_ENV !== 'production') env.DEV_MAILBOX = '1';
const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
