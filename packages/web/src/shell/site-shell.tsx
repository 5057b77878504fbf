import { Link, Outlet } from 'react-router-dom';
import { HeaderRecommendedLink } from '../features/recommendations/header-recommended-link.tsx';
import { ShellExtras } from './shell-extras.tsx';

/** Header and footer around every storefront page. Branding per site arrives with the white-label work. */
export const SiteShell = () => (
  <div className="shell">
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label="Benefit Store home">
          <img src="/favicon.svg" alt="" width="36" height="36" />
          <span className="brand__name">Benefit Store</span>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <Link to="/">Home</Link>
          <Link to="/plans">Plans</Link>
          <HeaderRecommendedLink />
        </nav>
      </div>
    </header>
    <main className="site-main">
      <Outlet />
    </main>
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p>Insurance and benefit plans for you, your family and your employees.</p>
        <p className="site-footer__copy">© {new Date().getFullYear()} Benefit Store. All rights reserved.</p>
      </div>
    </footer>
    <ShellExtras />
  </div>
);
