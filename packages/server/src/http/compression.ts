import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Answers made per request (the API's JSON, the generated logos and portraits) go out compressed to a browser that
 * accepts it (issue 23): the plan list is 11 KB of JSON, about 2 KB in brotli, and one enrollment reads a hundred
 * answers over a phone's link. Brotli at quality 4 and gzip at level 6 cost tens of microseconds on such answers;
 * below 1 KB the headers would outweigh the saving. The storefront's own files are compressed once at build time
 * and sent as they are (docs/adr/0009): an answer that already says how it is encoded is left alone. A client that
 * does not ask (the CLI, a load generator) gets plain bodies and pays nothing.
 */
export const registerCompression = (app: FastifyInstance) =>
  app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });

const ENCODERS = {
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body: Buffer) => gzipSync(body, { level: 6 }),
} as const;

/** The encoding a request accepts, of ours (brotli first); none when it asks for neither or refuses them (`q=0`). */
const acceptedEncoding = (header: string | undefined): keyof typeof ENCODERS | undefined => {
  const offered = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return [name, q ? Number(q.slice(2)) : 1] as const;
    }),
  );
  return (['br', 'gzip'] as const).find((name) => (offered.get(name) ?? 0) > 0);
};

/**
 * The storefront's page, compressed as the API's answers are. It is sent by the server's not-found handler (every
 * client-side route), which the compression plugin does not reach (its hooks are added per route): the page went
 * out plain, 5 KB, and up to 45 KB with a page copy (docs/adr/0520-page-copies.md).
 */
export const sendPage = (request: FastifyRequest, reply: FastifyReply, html: string): FastifyReply => {
  const body = Buffer.from(html, 'utf8');
  const encoding = body.length >= 1024 ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(ENCODERS[encoding](body));
};
