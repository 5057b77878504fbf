import { Link } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';
import { useSiteData } from '../../shell/site-data.tsx';
import '../../styles/access.css';

/** 404: 'OOPS! Page not found' with Back to Homepage; no header or footer (doc 000 section 8). */
export const NotFoundPage = () => {
  const { logo, name } = useSiteData();
  return (
    <section className="error-page">
      {name ? (
        <p className="error-page__brand">
          {logo ? <img src={logo} alt="" width="36" height="36" /> : null}
          <span>{name}</span>
        </p>
      ) : null}
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{Messages.pageNotFound}</h1>
      <p className="error-page__lead">The page you are looking for does not exist or is no longer available.</p>
      <Link className="button button--primary" to="/">
        Back to Homepage
      </Link>
    </section>
  );
};
