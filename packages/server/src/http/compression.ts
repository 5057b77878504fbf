import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

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
