// A child process of `npm run bench`: a bare node:http server answering every request with one precomputed
// body and its headers: the ceiling any server on this machine could reach for that answer.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { headers: Record<string, string>; body: string };
const body = Buffer.from(answer.body);
const server = createServer((_request, response) => {
  response.writeHead(200, { ...answer.headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
