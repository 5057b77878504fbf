import { Link } from 'react-router-dom';
import { useHomeRoute } from '../../shell/index.ts';

/**
 * A route of the spec whose screen comes with later work (the cart, plan detail, the wizard, ...): the
 * site stays as it is (header, footer, stored context) and the visitor gets a way back, never a 404.
 */
export const ComingSoonPage = ({ title }: { title: string }) => {
  const home = useHomeRoute();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <p className="eyebrow">Coming soon</p>
      <h1 id="coming-soon-title">{title}</h1>
      <p className="coming-soon__lead">This part of the store is on its way. Your selections are kept; you can continue from the home page.</p>
      <Link className="button button--primary" to={home}>
        Back to Home
      </Link>
    </section>
  );
};
