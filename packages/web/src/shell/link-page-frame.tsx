import { LanguageSwitch } from './language-switch.tsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { applyBrandTheme } from './theme.ts';
import '../styles/shell.css';

export interface LinkPageSite {
  /** The site's name; '' while it is not known. */
  readonly name: string;
  readonly logo: string;
  readonly brandColor: string;
}

/**
 * The frame of a page a link in mail opens for someone who is not shopping here (the member's signing page,
 * docs/adr/0701): the site's logo, name and colour, taken from the link itself, and nothing of the shop: no cart,
 * category menu, footer links or floating offers. The colour applies inside the frame only, whatever this
 * browser's stored site says.
 */
export const LinkPageFrame = ({ site, children }: { readonly site: LinkPageSite | undefined; readonly children: ReactNode }) => {
  const frame = useRef<HTMLDivElement>(null);
  const color = site?.brandColor;
  useEffect(() => {
    if (frame.current) applyBrandTheme(color, frame.current);
  }, [color]);
  return (
    <div ref={frame} className="shell link-frame">
      <header className="site-header link-frame__header">
        <div className="site-header__inner">
          <span className="brand">
            {site?.logo ? <img src={site.logo} alt="" width="44" height="44" className="brand__logo" /> : null}
            <span className="brand__text">
              <span className="brand__name">{site?.name ?? ''}</span>
            </span>
          </span>
          <LanguageSwitch onLight />
        </div>
      </header>
      <main className="site-main" id="main">
        {children}
      </main>
    </div>
  );
};
