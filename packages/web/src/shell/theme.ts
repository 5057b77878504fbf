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

export const applyBrandTheme = (color: string | undefined, root: HTMLElement = document.documentElement): void => {
  const rgb = color ? channels(color) : undefined;
  const style = root.style;
  if (!rgb) {
    for (const name of ['--brand', '--brand-strong', '--brand-soft', '--brand-shadow']) style.removeProperty(name);
    return;
  }
  style.setProperty('--brand', toHex(rgb));
  style.setProperty('--brand-strong', toHex(mix(rgb, 0, 0.2)));
  style.setProperty('--brand-soft', toHex(mix(rgb, 255, 0.88)));
  style.setProperty('--brand-shadow', `rgba(${rgb.join(', ')}, 0.25)`);
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
