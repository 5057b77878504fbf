import type { SiteHeader } from '@benefit-store/ports';
import { useUseCase } from '../app/di.tsx';
import { DataTopics } from '../app/data-topics.ts';
import { useUseCaseQuery } from '../app/data.ts';

/** The about-the-rep/group modal's body: portrait, name, about text and contact (about-page info). */
export const AboutSite = () => {
  const load = useUseCase('LoadSiteHeader');
  const about: SiteHeader | undefined = useUseCaseQuery([...DataTopics.siteHeader, 'about'], () => load(true)).data;
  if (!about) return null;
  const picture = about.image || about.logo;
  return (
    <div className="about-site">
      {picture ? <img className="about-site__image" src={picture} alt="" width="96" height="96" /> : null}
      <div>
        <p className="about-site__name">{about.aboutName}</p>
        {about.displayName !== about.aboutName ? <p className="about-site__org">{about.displayName}</p> : null}
        {about.aboutText ? <p className="about-site__text">{about.aboutText}</p> : null}
        <p className="about-site__contact">
          <a href={`tel:${about.displayPhone.replace(/[^\d+]/g, '')}`}>{about.displayPhone}</a>
          <a href={`mailto:${about.displayEmail}`}>{about.displayEmail}</a>
        </p>
        {about.address && about.address.address1 ? (
          <p className="about-site__address">
            {about.address.address1}, {about.address.city}, {about.address.state} {about.address.zip}
          </p>
        ) : null}
      </div>
    </div>
  );
};
