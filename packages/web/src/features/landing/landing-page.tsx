import { useUseCase } from '../../app/di.tsx';
import { useTexts } from '../../app/language.ts';
import { ShellTexts, useSiteData } from '../../shell/index.ts';
import { LandingRecommendations } from '../recommendations/index.ts';
import { CategoryGrid } from './category-grid.tsx';
import { FeaturedPlans } from './featured-plans.tsx';
import { GetStartedForm } from './get-started-form.tsx';
import { QuoteSlides } from './quote-slides.tsx';
import '../../styles/landing.css';

/** The rep or employer whose site this is, beside the hero copy. */
const SiteCard = () => {
  const texts = useTexts(ShellTexts);
  const { header } = useSiteData();
  if (!header || header.kind === 'default') return null;
  const picture = header.kind === 'agent' ? header.image || header.logo : header.logo;
  return (
    <aside className="site-card" aria-label={header.kind === 'agent' ? texts.yourRepresentative : texts.yourEmployer}>
      {picture ? <img src={picture} alt="" width="64" height="64" /> : null}
      <div>
        <p className="site-card__label">{header.kind === 'agent' ? texts.yourRepresentative : texts.yourEmployer}</p>
        <p className="site-card__name">{header.kind === 'agent' ? header.aboutName : (header.groupName ?? header.displayName)}</p>
        <p className="site-card__contact">
          <a href={`tel:${header.displayPhone.replace(/[^\d+]/g, '')}`}>{header.displayPhone}</a>
          <a href={`mailto:${header.displayEmail}`}>{header.displayEmail}</a>
        </p>
      </div>
    </aside>
  );
};

/**
 * The landing page (and, with `home`, the home page): the site's Get Started form (or its 3-slide
 * variant), the 'Referred By' line for a valid referral, the category grid on home, Featured Plans and
 * the recommended products.
 */
export const LandingPage = ({ home = false }: { home?: boolean }) => {
  const texts = useTexts(ShellTexts);
  const { header } = useSiteData();
  const referrer = useUseCase('LoadReferrer')();
  const branded = header && header.kind !== 'default';
  return (
    <div className="landing">
      <section className="hero">
        <div className="hero__copy">
          <p className="eyebrow">{branded ? header.displayName : texts.heroEyebrow}</p>
          <h1>{texts.heroTitle}</h1>
          <p className="hero__lead">{texts.heroLead}</p>
          {referrer ? <p className="referred-by">{texts.referredBy(referrer)}</p> : null}
          <SiteCard />
          <ul className="highlights">
            {texts.highlights.map(([title, text]) => (
              <li key={title}>
                <strong>{title}</strong>
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__form">{header?.landingVariant === 'slides' ? <QuoteSlides /> : <GetStartedForm />}</div>
      </section>
      {home ? <CategoryGrid /> : null}
      <FeaturedPlans />
      <LandingRecommendations />
    </div>
  );
};

/** /home: the landing in its home variant (category grid), whichever site the stored context opens. */
export const HomePage = () => <LandingPage home />;
