import { Link, useNavigate, useParams } from 'react-router-dom';
import { currentMemberCrumb, homeRoute, isEprocess, isOpenType, recommendationsNotice } from '@benefit-store/domain';
import { SessionKeys } from '@benefit-store/ports';
import { useSessionStore, useUseCase } from '../../app/di.tsx';
import { AssistTexts, failureText } from '../assist-texts.ts';
import { useLoaded } from '../../ui/use-loaded.ts';
import { RecommendedPlanCard } from './recommended-plan-card.tsx';
import '../../styles/assist.css';

/**
 * /recommend-list and /recommend-list/:name (name 'cart' from the cart page): every recommended plan with
 * its category label, or 'No Any Products.'.
 */
export const RecommendListPage = () => {
  const { name } = useParams();
  const onCart = name === 'cart';
  const load = useUseCase('LoadRecommendations');
  const session = useSessionStore();
  const navigate = useNavigate();
  const state = useLoaded(() => load(onCart ? 'cart' : 'home'), [load, onCart]);

  const eprocess = session.get(SessionKeys.eprocess);
  const openType = session.get(SessionKeys.openType);
  const home = homeRoute({
    eprocess: isEprocess(eprocess) ? eprocess : undefined,
    openType: isOpenType(openType) ? openType : undefined,
    referral: session.get(SessionKeys.referral),
    host: window.location.hostname,
  });
  const memberCrumb = onCart
    ? currentMemberCrumb(isEprocess(eprocess) ? eprocess : undefined, session.get(SessionKeys.isCurrentMemberAvailable) === 'true')
    : undefined;

  // The Plans crumb starts the plan list afresh: no saved menu or category selection.
  const openPlans = () => {
    session.remove(SessionKeys.menuSelectedItem);
    session.remove(SessionKeys.selectedCategoryKey);
    session.remove(SessionKeys.selectedCategoryValue);
    void navigate('/plans');
  };

  const notice = state.status === 'ready' ? recommendationsNotice(state.value.length) : undefined;
  return (
    <div className="recommend-list">
      <nav className="crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={home}>{AssistTexts.home}</Link>
          </li>
          {memberCrumb ? (
            <li>
              <Link to={memberCrumb}>{AssistTexts.currentMember}</Link>
            </li>
          ) : null}
          <li>
            <button type="button" className="crumbs__link" onClick={openPlans}>
              {AssistTexts.plans}
            </button>
          </li>
          {onCart ? (
            <li>
              <Link to="/cart">{AssistTexts.cart}</Link>
            </li>
          ) : null}
          <li aria-current="page">{AssistTexts.recommendedProducts}</li>
        </ol>
      </nav>
      <h1 className="recommend-list__title">{AssistTexts.recommendedProducts}</h1>
      {state.status === 'failed' ? (
        <p className="banner banner--error" role="alert">
          {failureText(state.error)}
        </p>
      ) : null}
      {notice ? <p className="empty-state">{notice}</p> : null}
      {state.status === 'ready' && state.value.length > 0 ? (
        <ul className="rec-grid">
          {state.value.map((plan) => (
            <li key={plan.planId}>
              <RecommendedPlanCard plan={plan} showCategory />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
