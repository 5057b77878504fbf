import { Link, useNavigate, useParams } from 'react-router-dom';
import { recommendationsNotice } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { SiteConfig, useHost, useVisitor } from '../../shell/index.ts';
import { AssistTexts } from '../assist-texts.ts';
import { RecommendedPlanCard } from './recommended-plan-card.tsx';
import { RecommendationsTexts } from './recommendations-texts.ts';
import '../../styles/assist.css';

/**
 * /recommend-list and /recommend-list/:name (name 'cart' from the cart page): every recommended plan with
 * its category label, or 'No Any Products.'. Breadcrumb (doc 001 2.6): Home, Current Member (only from the
 * cart and when a current member exists), Plans, Plan Details, Cart.
 */
export const RecommendListPage = () => {
  const texts = useTexts(AssistTexts);
  const pageTexts = useTexts(RecommendationsTexts);
  const translate = useTranslate();
  const { name } = useParams();
  const onCart = name === 'cart';
  const load = useUseCase('LoadRecommendations');
  const openPlansAfresh = useUseCase('OpenPlansAfresh');
  const navigate = useNavigate();
  const where = onCart ? 'cart' : 'home';
  const state = useUseCaseQuery(DataTopics.recommendations(where), () => load(where));
  const visitor = useVisitor();
  const home = visitor?.home ?? '/';
  const memberCrumb = onCart ? visitor?.currentMemberCrumb : undefined;
  // The Plan Details crumb goes to the plan last opened (none opened yet: the crumb is plain text).
  const loadCartContext = useUseCase('LoadCartContext');
  const host = useHost();
  const lastPlan = useUseCaseQuery(DataTopics.cartContext, () => loadCartContext({ host, specialHost: SiteConfig.specialHost })).data?.lastPlan;

  // The Plans crumb starts the plan list afresh: no saved menu or category selection.
  const openPlans = () => void navigate(openPlansAfresh());

  const plans = state.data;
  const notice = plans ? recommendationsNotice(plans.length) : undefined;
  return (
    <div className="recommend-list">
      <nav className="crumbs" aria-label={pageTexts.breadcrumb}>
        <ol>
          <li>
            <Link to={home}>{texts.home}</Link>
          </li>
          {memberCrumb ? (
            <li>
              <Link to={memberCrumb}>{texts.currentMember}</Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="crumbs__link" onClick={openPlans}>
              {texts.plans}
            </button>
          </li>
          <li>
            {lastPlan ? (
              <Link to={`/plan/${encodeURIComponent(lastPlan.planId)}/${encodeURIComponent(lastPlan.name)}`}>{texts.planDetails}</Link>
            ) : (
              <span>{texts.planDetails}</span>
            )}
          </li>
          <li>
            <Link to="/cart">{texts.cart}</Link>
          </li>
        </ol>
      </nav>
      <h1 className="recommend-list__title">{texts.recommendedProducts}</h1>
      {state.error ? (
        <p className="banner banner--error" role="alert">
          {/* The server's messages without field names, each in the visitor's language (a use case's are English). */}
          {state.error.kind === 'validation' ? Object.values(state.error.fields).map(translate).join(' ') : translate(state.error.message)}
        </p>
      ) : null}
      {notice ? <p className="empty-state">{translate(notice)}</p> : null}
      {plans && plans.length > 0 ? (
        <ul className="rec-grid">
          {plans.map((plan) => (
            <li key={plan.planId}>
              <RecommendedPlanCard plan={plan} showCategory />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
