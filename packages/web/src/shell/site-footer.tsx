import { useState } from 'react';
import { useUseCase } from '../app/di.tsx';
import { DEFAULT_LANGUAGE, type Language } from '@benefit-store/domain';
import { useLanguage, useTexts } from '../app/language.ts';
import { ShellTexts } from './shell-texts.ts';
import { DashboardLinks } from './site-config.ts';
import { useSiteData } from './site-data.tsx';
import { useShellSlots } from './shell-slots.tsx';

type Audience = 'members' | 'employers';

/**
 * 'Not my site': every stored value is forgotten and the site starts again at / in this same tab (a full load, so
 * that the host is resolved afresh and nothing of the old site stays in memory). Unlike the footer's other links it
 * does not open a new tab: the tab the visitor is in is the one that showed the wrong site (docs/adr/0201).
 */
export const NotMySiteLink = ({ className }: { className?: string }) => {
  const leave = useUseCase('LeaveSite');
  const texts = useTexts(ShellTexts);
  return (
    <a
      href="/"
      className={className}
      onClick={(event) => {
        event.preventDefault();
        window.location.assign(leave());
      }}
    >
      {texts.notMySite}
    </a>
  );
};

const External = ({ href, children }: { href: string; children: string }) => (
  <a href={href} target="_blank" rel="noopener noreferrer">
    {children}
  </a>
);

/**
 * An image the server draws with words in it (the app badges, /media/site/...) is asked for in the visitor's
 * language; an image an operator uploaded is shown as it is.
 */
const drawnIn = (url: string | undefined, language: Language): string | undefined =>
  url && language !== DEFAULT_LANGUAGE && url.includes('/media/site/') && !url.includes('?') ? `${url}?lang=${language}` : url;

/**
 * The site footer: the site's contact, the three link blocks, member app downloads, the support-request
 * link, how-to videos and the copyright line with the current year.
 */
export const SiteFooter = () => {
  const { header, branding, ticketLink, name } = useSiteData();
  const texts = useTexts(ShellTexts);
  const language = useLanguage();
  const slots = useShellSlots();
  const [employeeModal, setEmployeeModal] = useState(false);
  const [howTo, setHowTo] = useState<Audience>();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="footer-col footer-col--brand" aria-label={texts.contact}>
          {branding?.footerLogo && header?.kind !== 'agent' && header?.kind !== 'group' ? (
            <img className="footer-logo" src={branding.footerLogo} alt={name} height="40" loading="lazy" />
          ) : (
            <p className="footer-name">{name}</p>
          )}
          {header?.tagline ? <p className="footer-tagline">{header.tagline}</p> : null}
          <ul className="footer-contact">
            {header?.displayPhone ? (
              <li>
                <span>{texts.phone}</span> <a href={`tel:${header.displayPhone.replace(/[^\d+]/g, '')}`}>{header.displayPhone}</a>
              </li>
            ) : null}
            {header?.displayEmail ? (
              <li>
                <span>{texts.email}</span> <a href={`mailto:${header.displayEmail}`}>{header.displayEmail}</a>
              </li>
            ) : null}
          </ul>
        </section>
        <section className="footer-col" aria-labelledby="footer-reps">
          <h2 id="footer-reps">{texts.brokersReps}</h2>
          <ul>
            <li><External href={DashboardLinks.repRegistration}>{texts.repRegistration}</External></li>
            <li><External href={DashboardLinks.repDashboard}>{texts.repDashboard}</External></li>
            <li><a href="/sign-in">{texts.repSignIn}</a></li>
            <li>
              <NotMySiteLink className="footer-link" />
            </li>
          </ul>
        </section>
        <section className="footer-col" aria-labelledby="footer-members">
          <h2 id="footer-members">{texts.employeeMembers}</h2>
          <ul>
            <li>
              <button type="button" className="footer-link" onClick={() => setEmployeeModal(true)}>
                {texts.employeeEnroll}
              </button>
            </li>
            <li><External href={DashboardLinks.memberLogin}>{texts.memberLogin}</External></li>
            <li><External href={DashboardLinks.memberDashboard}>{texts.memberDashboard}</External></li>
          </ul>
        </section>
        <section className="footer-col" aria-labelledby="footer-groups">
          <h2 id="footer-groups">{texts.employerGroups}</h2>
          <ul>
            <li><External href={DashboardLinks.groupApplication}>{texts.groupApplication}</External></li>
            <li><External href={DashboardLinks.groupLogin}>{texts.groupLogin}</External></li>
            <li><a href="/sign-in">{texts.groupAdminSignIn}</a></li>
          </ul>
        </section>
      </div>
      <div className="site-footer__bar">
        <div className="site-footer__bar-inner">
          <div className="footer-apps" aria-label={texts.memberApp}>
            {branding?.iosAppLink ? (
              <a href={branding.iosAppLink} target="_blank" rel="noopener noreferrer">
                <img src={drawnIn(branding.iosIcon, language)} alt={texts.iosApp} width="150" height="45" loading="lazy" />
              </a>
            ) : null}
            {branding?.androidEnabled && branding.androidAppLink ? (
              <a href={branding.androidAppLink} target="_blank" rel="noopener noreferrer">
                <img src={drawnIn(branding.androidIcon, language)} alt={texts.androidApp} width="150" height="45" loading="lazy" />
              </a>
            ) : null}
          </div>
          <div className="footer-help">
            {ticketLink ? (
              <a href={ticketLink} target="_blank" rel="noopener noreferrer">
                {texts.supportRequest}
              </a>
            ) : null}
            <span className="footer-help__videos">
              {texts.howToVideos}:{' '}
              <button type="button" className="footer-link" onClick={() => setHowTo('members')}>
                {texts.forMembers}
              </button>{' '}
              ·{' '}
              <button type="button" className="footer-link" onClick={() => setHowTo('employers')}>
                {texts.forEmployers}
              </button>
            </span>
          </div>
          <p className="site-footer__copy">{texts.copyright(year, name || texts.storeName)}</p>
        </div>
      </div>
      {employeeModal ? slots.employeeEnrollment?.(() => setEmployeeModal(false)) : null}
      {howTo ? slots.howTo?.(howTo, () => setHowTo(undefined)) : null}
    </footer>
  );
};
