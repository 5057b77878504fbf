import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Messages, describeError, genderLabel, isTier, planListingNotice, tierLabel } from '@benefit-store/domain';
import type { StoredFilter } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';

const price = (n: number | undefined) => (n === undefined ? null : `$${n.toFixed(2)}`);

/** /plans: the plans the quote qualifies for, in sections by category; `?type=` narrows to one category. */
export const PlansPage = () => {
  const browse = useUseCase('BrowsePlans');
  const loadFilter = useUseCase('LoadQuoteFilter');
  const [params] = useSearchParams();
  const category = params.get('type') ?? undefined;
  const state = useUseCaseQuery(DataTopics.plans(category), () =>
    browse(category ? [category] : undefined).andThen((sections) => loadFilter().map((filter) => ({ sections, filter }))),
  );
  // The IO-only restriction (term life with another tier) wins over the empty result (doc 001 section 2.1).
  const notice =
    state.status === 'ready'
      ? planListingNotice({
          ...(category ? { category } : {}),
          tier: state.data?.filter?.tier ?? '',
          planCount: state.data?.sections.reduce((n, section) => n + section.plans.length, 0) ?? 0,
        })
      : undefined;

  // No quote yet, or one the server no longer knows: the filter form comes first.
  if (state.status === 'failed' && state.error?.kind === 'not-found') return <Navigate to="/landing-page" replace />;

  return (
    <div className="plans-page">
      {state.data?.filter ? <SearchSummary filter={state.data.filter} /> : null}
      {state.status === 'failed' && state.error ? (
        <p className="banner banner--error" role="alert">
          {describeError(state.error)}
        </p>
      ) : null}
      {notice ? <p className="empty-state">{notice}</p> : null}
      {state.data && notice !== Messages.plansForIoOnly
        ? state.data.sections.map((section) => (
            <section key={section.category} className="plan-section" aria-labelledby={`section-${section.category}`}>
              <h2 id={`section-${section.category}`}>{section.label}</h2>
              <ul className="plan-grid">
                {section.plans.map((plan) => (
                  <li key={plan.planId} className="plan-card">
                    <img className="plan-card__logo" src={plan.logo} alt="" width="56" height="56" />
                    <h3 className="plan-card__name">{plan.name}</h3>
                    <p className="plan-card__text">{plan.shortText}</p>
                    {price(plan.price) ? (
                      <p className="plan-card__price">
                        <span>{price(plan.price)}</span> / month
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))
        : null}
    </div>
  );
};

const SearchSummary = ({ filter }: { filter: StoredFilter }) => (
  <section className="search-summary" aria-label="Your selection">
    <dl>
      <div>
        <dt>Zip</dt>
        <dd>
          {filter.zip}
          {filter.state ? ` (${filter.state})` : ''}
        </dd>
      </div>
      <div>
        <dt>Gender</dt>
        <dd>{genderLabel(filter.gender)}</dd>
      </div>
      <div>
        <dt>Tier</dt>
        <dd>{isTier(filter.tier) ? tierLabel(filter.tier) : filter.tier}</dd>
      </div>
      <div>
        <dt>DOB</dt>
        <dd>{filter.dob}</dd>
      </div>
    </dl>
    <Link className="button button--ghost" to="/landing-page">
      Edit
    </Link>
  </section>
);
