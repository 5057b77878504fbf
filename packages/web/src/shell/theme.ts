/** The site's brand colour on :root, with the darker and softer shades the stylesheet uses. */
const hex = /^#([0-9a-f]{6})$/i;

const channels = (color: string): [number, number, number] | undefined => {
  const match = hex.exec(color.trim());
  if (!match) return undefined;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: readonly number[]) => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, '0')).join('')}`;
const mix = (rgb: readonly number[], target: number, amount: number) => rgb.map((c) => c + (target - c) * amount);

const BRAND_PROPERTIES = ['--brand', '--brand-strong', '--brand-soft', '--brand-shadow'] as const;

/** The brand's custom properties for a colour ('#1f4fd1'), or undefined when it is not one. */
const brandProperties = (color: string | undefined): Record<(typeof BRAND_PROPERTIES)[number], string> | undefined => {
  const rgb = color ? channels(color) : undefined;
  if (!rgb) return undefined;
  return {
    '--brand': toHex(rgb),
    '--brand-strong': toHex(mix(rgb, 0, 0.2)),
    '--brand-soft': toHex(mix(rgb, 255, 0.88)),
    '--brand-shadow': `rgba(${rgb.join(', ')}, 0.25)`,
  };
};

export const applyBrandTheme = (color: string | undefined, root: HTMLElement = document.documentElement): void => {
  const properties = brandProperties(color);
  for (const name of BRAND_PROPERTIES) {
    if (properties) root.style.setProperty(name, properties[name]);
    else root.style.removeProperty(name);
  }
};

/**
 * The same as a style sheet, for a page the server draws (app/page-copy.ts), which runs no effect: the copy carries
 * it (in its shadow root, hence `:host`), and it leaves with the copy.
 */
export const brandThemeCss = (color: string | undefined): string | undefined => {
  const properties = brandProperties(color);
  return properties && `:root,:host{${Object.entries(properties).map(([name, value]) => `${name}:${value}`).join(';')}}`;
};

export const applyFavicon = (href: string | undefined): void => {
  if (!href) return;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.type = href.endsWith('.svg') ? 'image/svg+xml' : '';
  link.href = href;
};
