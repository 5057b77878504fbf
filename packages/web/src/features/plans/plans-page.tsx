import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import {
  Messages,
  comparedPlansParam,
  parseComparedPlans,
  planListingNotice,
  quoteOpenedNotice,
  toggleComparedPlan,
  type PlanSummary,
} from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { RouteFallback } from '../../ui/spinner.tsx';
import { CompareTray } from './compare-tray.tsx';
import { DependentsBlock } from './dependents-block.tsx';
import { DependentsModal } from './dependents-modal.tsx';
import { EditQuoteModal } from './edit-quote-modal.tsx';
import { MenuPlans } from './menu-plans.tsx';
import { PlanCard } from './plan-card.tsx';
import { usePlanWords } from './plan-words.ts';
import { PlansTexts } from './plans-texts.ts';
import { useFirstItems } from '../../ui/first-items.ts';
import { isQuoteLinkState } from './quote-link-state.ts';
import { SearchSummary } from './search-summary.tsx';
import '../../styles/plans.css';

type Dialog = 'edit' | 'dependents' | undefined;

/** The plan cards drawn with the page; the rest follow at once (a phone's first screen shows about two). */
const FIRST_PLANS = 4;

/**
 * /plans (doc 001 section 2.1): the search summary with Edit (the filter form in a modal), the category side
 * filters, the dependent-information block, and the plans of the quote in category sections with More Info
 * and a Compare tick. `?type=` narrows to one category; `?compare=` holds the plans chosen to compare.
 */
export const PlansPage = () => {
  const texts = useTexts(PlansTexts);
  const words = usePlanWords();
  const browse = useUseCase('BrowsePlans');
  const loadOverview = useUseCase('LoadPlansOverview');
  const loadSideFilters = useUseCase('LoadSideFilters');
  const [params, setParams] = useSearchParams();
  const category = params.get('type') ?? undefined;
  // The choice lives in the address (reload, back, a shared link keep it) and in state, so a tick shows at once.
  const [compared, setCompared] = useState(() => parseComparedPlans(params.get('compare')));
  const [dialog, setDialog] = useState<Dialog>();
  const [compareNotice, setCompareNotice] = useState<string>();
  // Opened from a quote's link (docs/adr/0701): whose quote it is and which of its plans are in the cart.
  const state: unknown = useLocation().state;
  const messages = useTexts(Messages);
  const quoteNotice = isQuoteLinkState(state) ? quoteOpenedNotice(state.quoteOpened.from, state.quoteOpened.plans, messages) : undefined;

  const plans = useUseCaseQuery(DataTopics.plans(category), () => browse(category ? [category] : undefined));
  const drawn = useFirstItems(plans.data?.reduce((sum, section) => sum + section.plans.length, 0) ?? 0, FIRST_PLANS);
  const overview = useUseCaseQuery(DataTopics.plansOverview(category), () => loadOverview(category));
  const sideFilters = useUseCaseQuery(DataTopics.sideFilters, () => loadSideFilters());

  // No quote yet, or one the server no longer knows: a category's plans as the menu lists them, with the way to a
  // quote that comes back to them; without a category the filter form comes first.
  if (plans.status === 'failed' && plans.error?.kind === 'not-found') return category ? <MenuPlans category={category} /> : <Navigate to="/landing-page" replace />;
  // The summary, side filters and plans show together: drawn one by one, each would push the others down.
  if ([plans, overview, sideFilters].some((query) => query.status === 'loading' && query.data === undefined)) return <RouteFallback />;

  const sections = plans.data ?? [];
  // The first cards at once, the rest right after (ui/first-items.ts): counted across sections, in their order.
  const firstOf = sections.map((_, index) => sections.slice(0, index).reduce((sum, section) => sum + section.plans.length, 0));
  const everyPlan = sections.flatMap((section) => section.plans);
  // The IO-only restriction (term life with another tier) wins over the empty result (doc 001 section 2.1).
  const notice =
    plans.status === 'ready' && overview.status !== 'loading'
      ? planListingNotice({ ...(category ? { category } : {}), tier: overview.data?.filter.tier ?? '', planCount: everyPlan.length })
      : undefined;
  const chosen = compared.map((id) => everyPlan.find((plan) => plan.planId === id)).filter((plan): plan is PlanSummary => plan !== undefined);

  /** The query with one parameter changed; commas stay readable ('compare=101,102'). */
  const withParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    return next.toString().replace(/%2C/gi, ',');
  };
  const toggleCompare = (planId: string) => {
    const toggled = toggleComparedPlan(compared, planId);
    setCompareNotice(toggled.refused);
    setCompared(toggled.selected);
    setParams(withParam('compare', comparedPlansParam(toggled.selected)), { replace: true });
  };
  const categoryLink = (key: string | undefined) => {
    const query = withParam('type', key);
    return query ? `/plans?${query}` : '/plans';
  };

  return (
    <div className={`plans-page${chosen.length > 0 ? ' plans-page--comparing' : ''}`}>
      <div className="plans-page__head">
        <h1>{texts.pageTitle}</h1>
        <p className="plans-page__lead">{texts.pageLead}</p>
      </div>
      {quoteNotice && quoteNotice.length > 0 ? (
        <div className="banner banner--success quote-notice" role="status">
          {quoteNotice.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {overview.data ? <SearchSummary items={overview.data.summary} onEdit={() => setDialog('edit')} /> : null}
      {plans.status === 'failed' && plans.error ? (
        <p className="banner banner--error" role="alert">
          {words.failure(plans.error)}
        </p>
      ) : null}
      <div className="plans-layout">
        <aside className="plans-aside">
          {sideFilters.data && sideFilters.data.length > 0 ? (
            <nav className="plans-aside__card side-filters" aria-label={texts.categories}>
              <h2 className="plans-aside__title">{texts.categories}</h2>
              <ul>
                <li>
                  <Link to={categoryLink(undefined)} aria-current={category === undefined ? 'page' : undefined}>
                    {texts.allPlans}
                  </Link>
                </li>
                {sideFilters.data.map((option) => (
                  <li key={option.key}>
                    <Link to={categoryLink(option.key)} aria-current={category === option.key ? 'page' : undefined}>
                      {words.message(option.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {overview.data?.dependents ? <DependentsBlock block={overview.data.dependents} onEdit={() => setDialog('dependents')} /> : null}
        </aside>
        <div className="plans-main">
          {notice ? <p className="empty-state">{words.message(notice)}</p> : null}
          {notice !== Messages.plansForIoOnly
            ? sections.map((section, index) =>
                firstOf[index]! < drawn ? (
                  <section key={section.category} className="plan-section" aria-labelledby={`section-${section.category}`}>
                    <h2 id={`section-${section.category}`}>{words.message(section.label)}</h2>
                    <ul className="plan-grid">
                      {section.plans.slice(0, drawn - firstOf[index]!).map((plan) => (
                        <PlanCard key={plan.planId} plan={plan} compared={compared.includes(plan.planId)} onCompare={toggleCompare} />
                      ))}
                    </ul>
                  </section>
                ) : null,
              )
            : null}
        </div>
      </div>
      {chosen.length > 0 ? <CompareTray chosen={chosen} notice={compareNotice} onRemove={toggleCompare} /> : null}
      {dialog === 'edit' && overview.data ? (
        <EditQuoteModal filter={overview.data.filter} asksCategory={overview.data.asksCategory} premierInCart={overview.data.premierInCart} selectedCategory={category} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog === 'dependents' && overview.data?.dependents ? <DependentsModal block={overview.data.dependents} onClose={() => setDialog(undefined)} /> : null}
    </div>
  );
};
