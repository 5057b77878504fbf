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

/** A brand colour from the data, or the house blue when it is not a plain hex colour (it lands in markup). */
export const safeColor = (color: string | undefined, fallback = '#1f4fd1') => (color && /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : fallback);

/** A rounded square of the brand colour with up to two initials: every logo nobody uploaded. */
export const monogramSvg = (name: string, color: string, radius: number): string =>
  svgImage(
    96,
    96,
    name,
    `<rect width="96" height="96" rx="${radius}" fill="${safeColor(color)}"/>
<circle cx="76" cy="20" r="28" fill="#ffffff" opacity="0.12"/>
<text x="48" y="60" text-anchor="middle" font-family="${SVG_FONT}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
  );

/** A head-and-shoulders silhouette in the brand colour: every portrait nobody uploaded. */
export const portraitSvg = (name: string, color: string): string =>
  svgImage(
    160,
    160,
    name,
    `<rect width="160" height="160" rx="80" fill="${safeColor(color)}" opacity="0.15"/>
<circle cx="80" cy="62" r="30" fill="${safeColor(color)}"/>
<path d="M28 140c6-30 28-46 52-46s46 16 52 46" fill="${safeColor(color)}"/>`,
  );
