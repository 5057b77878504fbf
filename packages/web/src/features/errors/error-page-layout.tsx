import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSiteData } from '../../shell/index.ts';
import '../../styles/access.css';

interface ErrorPageProps {
  /** The large mark above the title: a status code ('404') or an icon ('!'). */
  readonly mark: { readonly kind: 'code' | 'icon'; readonly text: string };
  readonly title: string;
  readonly lead: string;
  /** The one way on: a link back, or a button. */
  readonly action: ReactNode;
  /** Above the mark: the site's brand, where the site is known. */
  readonly brand?: ReactNode;
  /** Announced as it appears (a page that failed where the visitor expected another). */
  readonly alert?: boolean;
}

/** A full-page error without header or footer: a mark, the message and one way on. */
export const ErrorPage = ({ mark, title, lead, action, brand, alert = false }: ErrorPageProps) => (
  <section className="error-page" role={alert ? 'alert' : undefined}>
    {brand}
    <p className={`error-page__${mark.kind}`} aria-hidden="true">
      {mark.text}
    </p>
    <h1>{title}</h1>
    <p className="error-page__lead">{lead}</p>
    {action}
  </section>
);

const SiteBrand = () => {
  const { logo, name } = useSiteData();
  return name ? (
    <p className="error-page__brand">
      {logo ? <img src={logo} alt="" width="36" height="36" /> : null}
      <span>{name}</span>
    </p>
  ) : null;
};

interface ErrorPageLayoutProps {
  readonly mark: ErrorPageProps['mark'];
  readonly title: string;
  readonly lead: string;
  readonly back: { readonly to: string; readonly label: string };
}

/** An error page inside the site: its brand, the message and one way back. */
export const ErrorPageLayout = ({ back, ...page }: ErrorPageLayoutProps) => (
  <ErrorPage
    {...page}
    brand={<SiteBrand />}
    action={
      <Link className="button button--primary" to={back.to}>
        {back.label}
      </Link>
    }
  />
);
