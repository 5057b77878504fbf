import { Link, Navigate, useParams } from 'react-router-dom';
import { Messages } from '@benefit-store/domain';
import { useSiteData } from '../../shell/site-data.tsx';
import '../../styles/access.css';

const TYPES = ['Agent', 'Group'];

/** /landing-config-error/{Agent|Group}/{accessPage|landingPage}: the rep or group has no landing url. */
export const LandingConfigErrorPage = () => {
  const { enrollType = '', redirectionUrl = '' } = useParams();
  const { logo, name } = useSiteData();
  const back = redirectionUrl === 'landingPage' ? '/' : '/access-page';
  if (!TYPES.includes(enrollType)) return <Navigate to="/404" replace />;
  return (
    <section className="error-page">
      {name ? (
        <p className="error-page__brand">
          {logo ? <img src={logo} alt="" width="36" height="36" /> : null}
          <span>{name}</span>
        </p>
      ) : null}
      <p className="error-page__icon" aria-hidden="true">
        !
      </p>
      <h1>{Messages.landingUrlNotConfigured(enrollType)}</h1>
      <p className="error-page__lead">Please contact your representative or HR department, or try another code.</p>
      <Link className="button button--primary" to={back}>
        Back
      </Link>
    </section>
  );
};
