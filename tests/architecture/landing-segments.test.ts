import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Messages, parseNewRep, RESERVED_LANDING_SEGMENTS } from '@benefit-store/domain';

const ROUTES = resolve(import.meta.dirname, '../../packages/web/src/app/app-routes.tsx');

/**
 * A rep's or group's landing address is the first segment of the URL, and the app's own routes are matched first
 * (react-router ranks a static segment above `:segment`, and matches without regard to case): a site given the
 * address of a page of ours would never be reached. Every first segment the app routes must be reserved.
 */
describe('landing addresses and the app routes', () => {
  const source = readFileSync(ROUTES, 'utf8');
  const routed = [
    ...[...source.matchAll(/path="([^"]+)"/g)].map((m) => m[1]!),
    // The pages still to come, routed from a table of [path, page, gated].
    ...[...source.matchAll(/\[\s*'([A-Za-z0-9-]+)',\s*'[A-Za-z]+',\s*(?:true|false)\s*\]/g)].map((m) => m[1]!),
  ]
    .map((path) => path.split('/')[0]!.toLowerCase())
    .filter((segment) => segment !== '' && segment !== '*' && !segment.startsWith(':'));

  it('finds the routes it checks', () => {
    expect(routed).toEqual(expect.arrayContaining(['plans', 'compare', 'member-home', 'planquestionview', 'websites']));
  });

  it('reserves every first segment of the app routes', () => {
    expect(routed.filter((segment) => !RESERVED_LANDING_SEGMENTS.has(segment))).toEqual([]);
  });

  it('refuses a reserved address for a new rep with the reason', () => {
    const rep = { code: 'REP4004', first_name: 'Ana', last_name: 'Cruz', email: 'ana@example.com', phone: '2145550100' };
    for (const landing_url of ['compare', 'Member-Home', 'PlanQuestionView']) {
      expect(parseNewRep({ ...rep, landing_url })._unsafeUnwrapErr()).toEqual({ landing_url: Messages.landingUrlReserved });
    }
  });
});
