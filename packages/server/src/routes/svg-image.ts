import type { FastifyReply } from 'fastify';

/** The font stack of the text in every generated image. */
export const SVG_FONT = 'Inter, Segoe UI, Helvetica, Arial, sans-serif';

/** Text for SVG markup: the XML specials as character references. */
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Up to two capital initials, from the words of a name that start with a letter. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w))
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** An accessible SVG document of `width` x `height` around `body` (its markup, one element a line). */
export const svgImage = (width: number, height: number, label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">
${body}
</svg>`;

/** Sends a generated image, cacheable for `maxAgeSeconds`. */
export const sendSvg = (reply: FastifyReply, body: string, maxAgeSeconds: number) =>
  reply.header('content-type', 'image/svg+xml').header('cache-control', `public, max-age=${maxAgeSeconds}`).send(body);
