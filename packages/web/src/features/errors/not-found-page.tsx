import { Link } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';

export const NotFoundPage = () => (
  <section className="error-page">
    <p className="error-page__code" aria-hidden="true">
      404
    </p>
    <h1>{Messages.pageNotFound}</h1>
    <Link className="button button--primary" to="/">
      Back to Homepage
    </Link>
  </section>
);
