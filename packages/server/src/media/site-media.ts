import { categoryLabel, DEFAULT_LANGUAGE, type Language } from '@benefit-store/domain';
import { translatorFor } from '../http/language.ts';
import { ServerTexts } from '../http/server-texts.ts';
import { escapeXml, initials, monogramSvg, SVG_FONT, svgImage } from './svg-image.ts';

/**
 * Images every site needs before anyone uploads one: the category tiles of the home grid and the
 * per-site logo, favicon, banner, thank-you picture, footer logo and app badges, drawn from the site's
 * own name and brand colour. An uploaded image's URL in site_settings replaces the generated one.
 */
export const SITE_IMAGE_KEYS = ['logo', 'favicon', 'cart_logo', 'banner_image', 'thank_you_image', 'footer_logo', 'ios_icon', 'android_icon'] as const;
export type SiteImageKey = (typeof SITE_IMAGE_KEYS)[number];

export const isSiteImageKey = (key: string): key is SiteImageKey => (SITE_IMAGE_KEYS as readonly string[]).includes(key);

export const siteMediaPath = (site: string, key: string) => `/media/site/${encodeURIComponent(site)}/${key.replace(/_/g, '-')}.svg`;


const CATEGORY_ART: Record<string, { color: string; icon: string }> = {
  medical: { color: '#2563eb', icon: '<path d="M26 10h12v16h16v12H38v16H26V38H10V26h16z"/>' },
  dental: { color: '#7c3aed', icon: '<path d="M21 10c-7 0-11 6-11 13 0 8 5 13 6 21 1 7 3 11 6 11 5 0 4-13 10-13s5 13 10 13c3 0 5-4 6-11 1-8 6-13 6-21 0-7-4-13-11-13-5 0-7 3-11 3s-6-3-11-3z"/>' },
  vision: { color: '#0891b2', icon: '<path d="M4 32c8-12 17-18 28-18s20 6 28 18c-8 12-17 18-28 18S12 44 4 32z"/><circle cx="32" cy="32" r="11" fill="#fff"/><circle cx="32" cy="32" r="6"/>' },
  limitedmed: { color: '#ea580c', icon: '<rect x="14" y="10" width="36" height="46" rx="5"/><rect x="24" y="6" width="16" height="9" rx="3" fill="#fff" stroke="currentColor" stroke-width="3"/><path d="M22 34l7 7 13-14" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>' },
  term_life: { color: '#334155', icon: '<path d="M32 8C18 8 6 18 6 32h52C58 18 46 8 32 8z"/><path d="M32 32v18a5 5 0 0 1-10 0" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round"/>' },
  supplemental: { color: '#0d9488', icon: '<path d="M32 6l22 8v16c0 14-9 24-22 28C19 54 10 44 10 30V14z"/><path d="M28 20h8v8h8v8h-8v8h-8v-8h-8v-8h8z" fill="#fff"/>' },
  lifestyle: { color: '#ca8a04', icon: '<rect x="6" y="24" width="8" height="16" rx="2"/><rect x="14" y="18" width="8" height="28" rx="2"/><rect x="42" y="18" width="8" height="28" rx="2"/><rect x="50" y="24" width="8" height="16" rx="2"/><rect x="22" y="29" width="20" height="6"/>' },
  rx: { color: '#16a34a', icon: '<g transform="rotate(-45 32 32)"><rect x="8" y="22" width="48" height="20" rx="10"/><rect x="32" y="22" width="24" height="20" rx="10" fill="#fff" opacity="0.55"/></g>' },
  di: { color: '#475569', icon: '<rect x="8" y="20" width="48" height="34" rx="6"/><path d="M24 20v-6a4 4 0 0 1 4-4h8a4 4 0 0 1 4 4v6" fill="none" stroke="currentColor" stroke-width="5"/><rect x="8" y="32" width="48" height="4" fill="#fff" opacity="0.6"/>' },
  critical: { color: '#9333ea', icon: '<path d="M32 56S6 40 6 22c0-8 6-14 13-14 6 0 10 3 13 8 3-5 7-8 13-8 7 0 13 6 13 14 0 18-26 34-26 34z"/><path d="M12 30h12l4-8 6 16 4-8h14" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>' },
  accident: { color: '#dc2626', icon: '<g transform="rotate(-45 32 32)"><rect x="4" y="22" width="56" height="20" rx="10"/><rect x="22" y="22" width="20" height="20" fill="#fff" opacity="0.8"/><circle cx="28" cy="28" r="1.8"/><circle cx="36" cy="28" r="1.8"/><circle cx="28" cy="36" r="1.8"/><circle cx="36" cy="36" r="1.8"/></g>' },
  hospital: { color: '#1d4ed8', icon: '<rect x="10" y="14" width="44" height="42" rx="4"/><path d="M26 22h4v8h4v-8h4v20h-4v-8h-4v8h-4z" fill="#fff"/><rect x="26" y="46" width="12" height="10" fill="#fff" opacity="0.7"/>' },
  pet: { color: '#65a30d', icon: '<ellipse cx="32" cy="42" rx="13" ry="11"/><ellipse cx="16" cy="28" rx="5" ry="7"/><ellipse cx="48" cy="28" rx="5" ry="7"/><ellipse cx="25" cy="16" rx="5" ry="7"/><ellipse cx="39" cy="16" rx="5" ry="7"/>' },
};

/** A category tile: a soft field of the category's colour, a white disc and the category's icon. */
export const categorySvg = (key: string): string => {
  const art = CATEGORY_ART[key] ?? { color: '#1f4fd1', icon: '<circle cx="32" cy="32" r="20"/>' };
  return svgImage(
    320,
    200,
    categoryLabel(key),
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.color}" stop-opacity="0.16"/><stop offset="1" stop-color="${art.color}" stop-opacity="0.34"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#g)"/>
<circle cx="276" cy="30" r="60" fill="${art.color}" opacity="0.08"/>
<circle cx="34" cy="184" r="44" fill="${art.color}" opacity="0.08"/>
<circle cx="160" cy="100" r="62" fill="#ffffff"/>
<g transform="translate(124 64) scale(1.125)" fill="${art.color}" color="${art.color}">${art.icon}</g>`,
  );
};

const bannerSvg = (name: string, color: string) =>
  svgImage(
    1200,
    360,
    name,
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${color}" stop-opacity="0.72"/></linearGradient></defs>
<rect width="1200" height="360" fill="url(#b)"/>
<circle cx="1080" cy="40" r="220" fill="#fff" opacity="0.08"/><circle cx="940" cy="330" r="150" fill="#fff" opacity="0.06"/>
<text x="64" y="196" font-family="${SVG_FONT}" font-size="56" font-weight="800" fill="#fff">${escapeXml(name)}</text>`,
  );

const thankYouSvg = (color: string) =>
  svgImage(
    240,
    240,
    'Thank you',
    `<circle cx="120" cy="120" r="112" fill="${color}" opacity="0.12"/><circle cx="120" cy="120" r="80" fill="${color}"/>
<path d="M84 122l24 24 48-52" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  );

const footerLogoSvg = (name: string, color: string) => {
  const width = Math.min(420, 72 + name.length * 12);
  return svgImage(
    width,
    56,
    name,
    `<rect x="4" y="4" width="48" height="48" rx="12" fill="${color}"/>
<text x="28" y="36" text-anchor="middle" font-family="${SVG_FONT}" font-size="20" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>
<text x="64" y="35" font-family="${SVG_FONT}" font-size="20" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
  );
};

/** App download badges: a generic phone glyph, not a store's trademark. */
const badgeSvg = (line1: string, line2: string) =>
  svgImage(
    180,
    54,
    `${line1} ${line2}`,
    `<rect x="0.5" y="0.5" width="179" height="53" rx="10" fill="#0b1220" stroke="#4a5672"/>
<rect x="16" y="11" width="20" height="32" rx="4" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="26" cy="38" r="1.8" fill="#fff"/>
<text x="48" y="23" font-family="${SVG_FONT}" font-size="11" fill="#c9d2e6">${escapeXml(line1)}</text>
<text x="48" y="41" font-family="${SVG_FONT}" font-size="17" font-weight="700" fill="#fff">${escapeXml(line2)}</text>`,
  );

export const siteImage = (key: SiteImageKey, name: string, color: string, language: Language = DEFAULT_LANGUAGE): string => {
  const words = translatorFor(language);
  switch (key) {
    case 'logo':
    case 'favicon':
    case 'cart_logo':
      return monogramSvg(name, color, key === 'favicon' ? 22 : 26);
    case 'banner_image':
      return bannerSvg(name, color);
    case 'thank_you_image':
      return thankYouSvg(color);
    case 'footer_logo':
      return footerLogoSvg(name, color);
    case 'ios_icon':
      return badgeSvg(words(ServerTexts.appBadges.iphone), 'iPhone');
    case 'android_icon':
      return badgeSvg(words(ServerTexts.appBadges.android), 'Android');
  }
};
