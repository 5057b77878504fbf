import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import { findPlan } from '../catalog/plans.ts';
import { escapeXml, initials, sendSvg, SVG_FONT, svgImage } from './svg-image.ts';

/**
 * Logos and portraits drawn from the catalogue's own names and colours, so that a new plan, rep or group
 * looks finished without an image upload. Uploaded images, when they exist, replace these URLs in the data.
 */
export const registerMediaRoutes = (app: FastifyInstance, { db }: { db: Database }) => {
  const svg = (reply: FastifyReply, body: string) => sendSvg(reply, body, 86400);

  app.get<{ Params: { file: string } }>('/media/plan-logos/:file', async (request, reply) => {
    const plan = await findPlan(db, request.params.file.replace(/\.svg$/, ''));
    if (!plan) return reply.code(404).send();
    return svg(reply, monogramSvg(plan.name, plan.description.brand_color ?? '#1f6feb', 22));
  });

  app.get<{ Params: { file: string } }>('/media/logos/:file', async (request, reply) => {
    const site = await findSite(db, request.params.file);
    if (!site) return reply.code(404).send();
    return svg(reply, monogramSvg(site.name, site.color, 48));
  });

  app.get<{ Params: { file: string } }>('/media/portraits/:file', async (request, reply) => {
    const site = await findSite(db, request.params.file);
    if (!site) return reply.code(404).send();
    return svg(reply, portraitSvg(site.name, site.color));
  });
};

const findSite = async (db: Database, file: string) => {
  const match = /^(agent|group)-([\w-]+)\.svg$/.exec(file);
  if (!match) return undefined;
  const [, kind, id] = match;
  const rows =
    kind === 'agent'
      ? await db.query<{ name: string; color: string }>("SELECT first_name || ' ' || last_name AS name, brand_color AS color FROM agents WHERE agent_id = $1", [id])
      : await db.query<{ name: string; color: string }>('SELECT gname AS name, brand_color AS color FROM groups WHERE gid = $1', [id]);
  return rows[0];
};

const safeColor = (color: string) => (/^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#1f6feb');

export const monogramSvg = (name: string, color: string, radius: number): string =>
  svgImage(
    96,
    96,
    name,
    `<rect width="96" height="96" rx="${radius}" fill="${safeColor(color)}"/>
<circle cx="76" cy="20" r="28" fill="#ffffff" opacity="0.12"/>
<text x="48" y="60" text-anchor="middle" font-family="${SVG_FONT}" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
  );

const portraitSvg = (name: string, color: string): string =>
  svgImage(
    160,
    160,
    name,
    `<rect width="160" height="160" rx="80" fill="${safeColor(color)}" opacity="0.15"/>
<circle cx="80" cy="62" r="30" fill="${safeColor(color)}"/>
<path d="M28 140c6-30 28-46 52-46s46 16 52 46" fill="${safeColor(color)}"/>`,
  );
