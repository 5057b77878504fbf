import { LanguageSwitch } from './language-switch.tsx';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { formatDollars } from '@benefit-store/domain';
import { useTexts, useTranslate } from '../app/language.ts';
import { Modal } from '../ui/modal.tsx';
import { ShellTexts } from './shell-texts.ts';
import { DashboardLinks, isKnownHost, useHost } from './site-config.ts';
import { useSiteData, useVisitor } from './site-data.tsx';
import { AboutSite } from './about-site.tsx';
import '../styles/shell.css';

/** The tools menu's links, by their names in ShellTexts.toolLinks. */
const TOOLS = [
  ['admin', DashboardLinks.admin],
  ['messageCenter', DashboardLinks.messageCenter],
  ['fileManagement', DashboardLinks.fileManagement],
  ['repDashboard', DashboardLinks.repDashboard],
  ['memberDashboard', DashboardLinks.memberDashboard],
  ['groupDashboard', DashboardLinks.groupDashboard],
  ['ticketManagement', DashboardLinks.ticketManagement],
  ['sso', DashboardLinks.sso],
  ['repRegistration', DashboardLinks.repRegistration],
  ['memberRegistration', DashboardLinks.memberRegistration],
  ['groupRegistration', DashboardLinks.groupRegistration],
] as const satisfies readonly (readonly [keyof typeof ShellTexts.toolLinks, string])[];

const ToolsMenu = () => {
  const texts = useTexts(ShellTexts);
  const [open, setOpen] = useState(false);
  return (
    <div className="tools-menu" onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && setOpen(false)}>
      <button type="button" className="topbar__button" aria-expanded={open} aria-haspopup="true" onClick={() => setOpen((o) => !o)}>
        {texts.tools} ▾
      </button>
      {open ? (
        <ul className="tools-menu__list">
          {TOOLS.map(([tool, href]) => (
            <li key={tool}>
              <a href={href} target="_blank" rel="noopener noreferrer">
                {texts.toolLinks[tool]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};

const CartIcon = () => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </svg>
);

/**
 * The site header: contact line with tagline and About, logo and name, Home and the category menu,
 * the cart with its count and amount, the employer during employee enrollment, and the tools menu on
 * custom domains. `extra` holds links other feature areas add to the navigation.
 */
export const SiteHeader = ({ extra }: { extra?: ReactNode }) => {
  const texts = useTexts(ShellTexts);
  // The menu's labels come from the server; the store's own categories (Messages.categoryMedical, ...) are turned.
  const translate = useTranslate();
  const { header, menu, cart, logo, name } = useSiteData();
  const visitor = useVisitor();
  const host = useHost();
  const home = visitor?.home ?? '/';
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [about, setAbout] = useState(false);
  const activeType = pathname === '/plans' ? params.get('type') : null;
  const employee = visitor?.employeeEnrollment === true && header?.kind === 'group';
  const address = header?.address;

  return (
    <header className="site-header">
      <div className="topbar">
        <div className="topbar__inner">
          <div className="topbar__contact">
            {header?.displayPhone ? <a href={`tel:${header.displayPhone.replace(/[^\d+]/g, '')}`}>{header.displayPhone}</a> : null}
            {header?.displayEmail ? <a href={`mailto:${header.displayEmail}`}>{header.displayEmail}</a> : null}
          </div>
          {header?.tagline ? <p className="topbar__tagline">{header.tagline}</p> : null}
          <div className="topbar__actions">
            {header ? (
              <button type="button" className="topbar__button" onClick={() => setAbout(true)}>
                {texts.aboutTitle(header.aboutName)}
              </button>
            ) : null}
            <LanguageSwitch />
            {isKnownHost(host) ? null : <ToolsMenu />}
          </div>
        </div>
      </div>
      <div className="site-header__inner">
        {/* Named by its visible words plus a hidden 'home', so that speech users can say what they see. */}
        <Link to={home} className="brand">
          {logo ? <img src={logo} alt="" width="44" height="44" className="brand__logo" /> : null}
          <span className="brand__text">
            <span className="brand__name">{name || texts.storeName}</span>
            {employee && header?.groupName ? <span className="brand__sub">{texts.employeeEnrollmentSub}</span> : null}
          </span>
          <span className="visually-hidden">{` ${texts.brandHome}`}</span>
        </Link>
        <nav className="site-nav" aria-label={texts.mainNav}>
          {/* The brand beside it is the same link; on a phone this one gives its room to the site's name. */}
          <Link to={home} className="site-nav__home">
            {texts.home}
          </Link>
          {extra}
          {/* The name is the visible figures with words around them for screen readers: 'Cart: 2 items, $84.00'. */}
          <Link to="/cart" className="cart-link">
            <span className="visually-hidden">{texts.cartBefore}</span>
            <span className="cart-link__icon">
              <CartIcon />
              <span className="cart-link__count">{cart.count}</span>
            </span>
            <span className="visually-hidden">{texts.cartItems(cart.count)}</span>
            <span className="cart-link__amount">{formatDollars(cart.amount)}</span>
          </Link>
        </nav>
      </div>
      {employee && header?.groupName ? (
        <div className="employer-band" aria-label={texts.employer}>
          <strong>{header.groupName}</strong>
          {address && address.address1 ? (
            <span>
              {address.address1}, {address.city}, {address.state} {address.zip}
            </span>
          ) : null}
        </div>
      ) : null}
      {menu.length > 0 ? (
        <nav className="category-menu" aria-label={texts.planCategories}>
          <ul>
            {menu.map((category) => (
              <li key={category.key}>
                <NavLink to={`/plans?type=${encodeURIComponent(category.key)}`} className={activeType === category.key ? 'is-active' : undefined} end>
                  {translate(category.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {about && header ? (
        <Modal title={texts.aboutTitle(header.aboutName)} onClose={() => setAbout(false)}>
          <AboutSite />
        </Modal>
      ) : null}
    </header>
  );
};
