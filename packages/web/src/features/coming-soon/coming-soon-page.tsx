import { Link } from 'react-router-dom';
import { useTexts } from '../../app/language.ts';
import { ShellTexts, useHomeRoute } from '../../shell/index.ts';

/** The routes that wait for their screens, by their names in ShellTexts.comingSoonPages. */
export type ComingSoonPageName = keyof typeof ShellTexts.comingSoonPages;

/**
 * A route of the spec whose screen comes with later work (the cart, plan detail, the wizard, ...): the
 * site stays as it is (header, footer, stored context) and the visitor gets a way back, never a 404.
 */
export const ComingSoonPage = ({ page }: { page: ComingSoonPageName }) => {
  const texts = useTexts(ShellTexts);
  const home = useHomeRoute();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow">{texts.comingSoon}</p>
      <h1 id="coming-soon-title">{texts.comingSoonPages[page]}</h1>
      <p className="coming-soon__lead">{texts.comingSoonLead}</p>
      <Link className="button button--primary" to={home}>
        {texts.comingSoonBack}
      </Link>
    </section>
  );
};
