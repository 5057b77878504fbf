import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { comparedPlansParam, compareNotice, describeError, formatMoney, parseComparedPlans } from '@benefit-store/domain';
import type { ComparedPlan } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useVisitor } from '../../shell/index.ts';
import { planPath } from '../plans/index.ts';
import { CompareTexts } from './compare-texts.ts';
import '../../styles/compare.css';

const Points = ({ points }: { points: readonly string[] }) =>
  points.length === 0 ? (
    <span className="compare-muted">{CompareTexts.none}</span>
  ) : (
    <ul className="compare-points">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );

const Price = ({ plan }: { plan: ComparedPlan }) =>
  plan.price ? (
    <p className="compare-price">
      {plan.price.options > 1 ? <span className="compare-muted">{CompareTexts.from} </span> : null}
      <strong>{formatMoney(plan.price.from)}</strong> {CompareTexts.perMonth}
      {plan.price.options > 1 ? <span className="compare-muted compare-price__options">{CompareTexts.options(plan.price.options)}</span> : null}
    </p>
  ) : (
    <p className="compare-price compare-price--none">
      <Link to={planPath(plan)}>{CompareTexts.noPrice}</Link>
    </p>
  );

/**
 * /compare?plans=101,102 (docs/adr/0612): up to four plans side by side, priced for the current quote, with
 * category, key benefits and exclusions as plain text. Each column has More Info and Remove; on a phone the
 * table scrolls sideways with the row names kept in view.
 */
export const ComparePage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const visitor = useVisitor();
  const ids = parseComparedPlans(params.get('plans'));
  const key = comparedPlansParam(ids);
  const compare = useUseCase('ComparePlans');
  const state = useUseCaseQuery(DataTopics.comparedPlans(key), () => compare(ids), { enabled: ids.length > 0 });
  const plans = state.data ?? [];
  const notice = ids.length < 2 || (state.status === 'ready' && plans.length < 2) ? compareNotice(state.status === 'ready' ? plans.length : ids.length) : undefined;
  const plansLink = `/plans${ids.length > 0 ? `?compare=${key}` : ''}`;
  const remove = (planId: string) => {
    const rest = ids.filter((id) => id !== planId);
    void navigate(`/compare?plans=${comparedPlansParam(rest)}`, { replace: true });
  };

  const rows: readonly (readonly [string, (plan: ComparedPlan) => ReactNode])[] = [
    [CompareTexts.price, (plan) => <Price plan={plan} />],
    [CompareTexts.category, (plan) => plan.category],
    [CompareTexts.benefits, (plan) => <Points points={plan.benefits} />],
    [CompareTexts.exclusions, (plan) => <Points points={plan.exclusions} />],
  ];

  return (
    <div className="compare-page">
      <nav className="pd-crumbs" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to={visitor?.home ?? '/'}>{CompareTexts.home}</Link>
          </li>
          <li>
            <Link to={plansLink}>{CompareTexts.plans}</Link>
          </li>
          <li aria-current="page">{CompareTexts.compare}</li>
        </ol>
      </nav>
      <div className="compare-head">
        <div>
          <h1>{CompareTexts.title}</h1>
          <p className="compare-muted">{CompareTexts.lead}</p>
        </div>
        <Link className="button button--ghost" to={plansLink}>
          {CompareTexts.backToPlans}
        </Link>
      </div>
      {state.status === 'failed' && state.error ? (
        <p className="banner banner--error" role="alert">
          {describeError(state.error)}
        </p>
      ) : null}
      {notice ? <p className="empty-state">{notice}</p> : null}
      {plans.length > 0 ? (
        <div className="compare-scroll" role="region" aria-label={CompareTexts.table} tabIndex={0}>
          <table className="compare-table" style={{ ['--compare-columns' as string]: plans.length }}>
            <caption className="visually-hidden">{CompareTexts.table}</caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {plans.map((plan) => (
                  <th key={plan.planId} scope="col">
                    <div className="compare-plan">
                      {plan.logo ? <img src={plan.logo} alt="" width="48" height="48" /> : null}
                      <span className="compare-plan__name">{plan.name}</span>
                      <span className="compare-plan__actions">
                        <Link to={planPath(plan)} aria-label={`${CompareTexts.moreInfo}: ${plan.name}`}>
                          {CompareTexts.moreInfo}
                        </Link>
                        <button type="button" className="compare-remove" aria-label={CompareTexts.remove(plan.name)} onClick={() => remove(plan.planId)}>
                          {CompareTexts.removeShort}
                        </button>
                      </span>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([label, cell]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  {plans.map((plan) => (
                    <td key={plan.planId}>{cell(plan)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
};
