import { DEFAULT_LANGUAGE, Messages, parseLanguage, PlanCategories } from '@benefit-store/domain';
import { MediaRoutes } from '@benefit-store/contract';
import type { Database } from '../db/database.ts';
import { findPlan } from '../catalog/plans.ts';
import { answer, type Door } from '../http/door.ts';
import { agentArt, groupArt, groupByDomain, siteSettings } from '../repository/site-directory.ts';
import { siteImageById } from './site-images-store.ts';
import { categorySvg, isSiteImageKey, siteImage } from './site-media.ts';
import { monogramSvg, portraitSvg, safeColor, sendSvg } from './svg-image.ts';

const DAY = 86_400;
const HOUR = 3_600;

/** `agent-1001.svg` or `group-2556.svg`: whose art a logo or portrait file is. */
const artOwner = /^(agent|group)-([\w-]+)\.svg$/;

/**
 * Images drawn from the catalogue's and the sites' own names and colours, so that a new plan, rep, group
 * or site looks finished without an upload. An uploaded image's URL in the data replaces these.
 */
export const registerMediaRoutes = (door: Door, { db }: { db: Database }) => {
  const categories = new Set<string>(PlanCategories.map(([key]) => key));
  const notFound = () => answer.fail(404, { file: Messages.notFound });
  const art = async (file: string) => {
    const match = artOwner.exec(file);
    if (!match) return undefined;
    return match[1] === 'agent' ? agentArt(db, match[2]!) : groupArt(db, match[2]!);
  };

  door.route(MediaRoutes.categoryImage, { session: 'none' }, async ({ params, reply }) => {
    const key = params.file.replace(/\.svg$/, '');
    if (!categories.has(key)) return notFound();
    await sendSvg(reply, categorySvg(key), HOUR);
    return answer.sent();
  });

  door.route(MediaRoutes.siteImage, { session: 'none' }, async ({ params, query, reply }) => {
    const key = params.file.replace(/\.svg$/, '').replace(/-/g, '_');
    if (!isSiteImageKey(key)) return notFound();
    const site = params.site.toLowerCase();
    const group = site === 'default' ? undefined : await groupByDomain(db, site);
    if (site !== 'default' && !group) return notFound();
    const settings = await siteSettings(db, group ? site : '*');
    const name = group?.display_name ?? settings.get('display_name') ?? 'Benefit Store';
    const language = parseLanguage(query.lang) ?? DEFAULT_LANGUAGE;
    await sendSvg(reply, siteImage(key, name, safeColor(group?.brand_color ?? settings.get('brand_color')), language), HOUR);
    return answer.sent();
  });

  door.route(MediaRoutes.planLogo, { session: 'none' }, async ({ params, reply }) => {
    const plan = await findPlan(db, params.file.replace(/\.svg$/, ''));
    if (!plan) return notFound();
    await sendSvg(reply, monogramSvg(plan.name, plan.description.brand_color ?? '#1f6feb', 22), DAY);
    return answer.sent();
  });

  door.route(MediaRoutes.logo, { session: 'none' }, async ({ params, reply }) => {
    const owner = await art(params.file);
    if (!owner) return notFound();
    await sendSvg(reply, monogramSvg(owner.name, owner.color, 48), DAY);
    return answer.sent();
  });

  // An uploaded logo (docs/adr/0801-operators.md): named by its hash, so a browser may keep it for a year; served as
  // the image type its bytes were checked to be, never sniffed, and never as a page.
  door.route(MediaRoutes.uploadedImage, { session: 'none' }, async ({ params, reply }) => {
    const image = await siteImageById(db, params.file);
    if (!image) return notFound();
    reply
      .header('content-type', image.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(image.bytes));
    return answer.sent();
  });

  door.route(MediaRoutes.portrait, { session: 'none' }, async ({ params, reply }) => {
    const owner = await art(params.file);
    if (!owner) return notFound();
    await sendSvg(reply, portraitSvg(owner.name, owner.color), DAY);
    return answer.sent();
  });
};
