import { Link } from 'react-router-dom';
import { useSiteData } from '../../shell/index.ts';
import '../../styles/access.css';

interface ErrorPageLayoutProps {
  /** The large mark above the title: a status code ('404') or an icon ('!'). */
  readonly mark: { readonly kind: 'code' | 'icon'; readonly text: string };
  readonly title: string;
  readonly lead: string;
  readonly back: { readonly to: string; readonly label: string };
}

/** A full-page error without header or footer: the site's brand, a mark, the message and one way back. */
export const ErrorPageLayout = ({ mark, title, lead, back }: ErrorPageLayoutProps) => {
  const { logo, name } = useSiteData();
  return (
    <section className="error-page">
      {name ? (
        <p className="error-page__brand">
          {logo ? <img src={logo} alt="" width="36" height="36" /> : null}
          <span>{name}</span>
        </p>
      ) : null}
      <p className={`error-page__${mark.kind}`} aria-hidden="true">
        {mark.text}
      </p>
      <h1>{title}</h1>
      <p className="error-page__lead">{lead}</p>
      <Link className="button button--primary" to={back.to}>
        {back.label}
      </Link>
    </section>
  );
};
