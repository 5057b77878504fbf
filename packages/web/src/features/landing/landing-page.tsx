import { LandingRecommendations } from '../recommendations/landing-recommendations.tsx';
import { GetStartedForm } from './get-started-form.tsx';

const HIGHLIGHTS = [
  ['Medical, dental and vision', 'Compare major medical, limited medical, dental and vision plans side by side.'],
  ['Life and income protection', 'Term life, disability income, critical illness, accident and hospital plans.'],
  ['Enroll online in minutes', 'Save your application at any step and pick up where you left off.'],
] as const;

/** The landing page: the Get Started form beside what the store offers. */
export const LandingPage = () => (
  <div className="landing">
    <section className="hero">
      <div className="hero__copy">
        <p className="eyebrow">Insurance &amp; benefits, made simple</p>
        <h1>Find the right plans for you and your family</h1>
        <p className="hero__lead">
          Enter your ZIP code, date of birth and who you want to cover. We show the plans available to you, with clear
          monthly prices, and you can enroll online.
        </p>
        <ul className="highlights">
          {HIGHLIGHTS.map(([title, text]) => (
            <li key={title}>
              <strong>{title}</strong>
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="hero__form">
        <GetStartedForm />
      </div>
    </section>
    <LandingRecommendations />
  </div>
);
