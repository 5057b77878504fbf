import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { comparedPlansParam, compareNotice, formatMoney, parseComparedPlans } from '@benefit-store/domain';
import type { ComparedPlan } from '@benefit-store/ports';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts } from '../../app/language.ts';
import { useVisitor } from '../../shell/index.ts';
import { planPath, usePlanWords } from '../plans/index.ts';
import { CompareTexts } from './compare-texts.ts';
import '../../styles/compare.css';

const Points = ({ points }: { points: readonly string[] }) => {
  const texts = useTexts(CompareTexts);
  return points.length === 0 ? (
    <span className="compare-muted">{texts.none}</span>
  ) : (
    <ul className="compare-points">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
};

const Price = ({ plan }: { plan: ComparedPlan }) => {
  const texts = useTexts(CompareTexts);
  return plan.price ? (
    <p className="compare-price">
      {plan.price.options > 1 ? <span className="compare-muted">{texts.from} </span> : null}
      <strong>{formatMoney(plan.price.from)}</strong> {texts.perMonth}
      {plan.price.options > 1 ? <span className="compare-muted compare-price__options">{texts.options(plan.price.options)}</span> : null}
    </p>
  ) : (
    <p className="compare-price compare-price--none">
      <Link to={planPath(plan)}>{texts.noPrice}</Link>
    </p>
  );
};

/**
 * /compare?plans=101,102 (docs/adr/0612): up to four plans side by side, priced for the current quote, with
 * category, key benefits and exclusions as plain text. Each column has More Info and Remove; on a phone the
 * table scrolls sideways with the row names kept in view.
 */
export const ComparePage = () => {
  const texts = useTexts(CompareTexts);
  const words = usePlanWords();
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

  // Rows by a name of their own: their label changes with the language, the row stays.
  const rows: readonly (readonly [string, string, (plan: ComparedPlan) => ReactNode])[] = [
    ['price', texts.price, (plan) => <Price plan={plan} />],
    ['category', texts.category, (plan) => words.message(plan.category)],
    ['benefits', texts.benefits, (plan) => <Points points={plan.benefits} />],
    ['exclusions', texts.exclusions, (plan) => <Points points={plan.exclusions} />],
  ];

  return (
    <div className="compare-page">
      <nav className="pd-crumbs" aria-label={texts.breadcrumb}>
        <ol>
          <li>
            <Link to={visitor?.home ?? '/'}>{texts.home}</Link>
          </li>
          <li>
            <Link to={plansLink}>{texts.plans}</Link>
          </li>
          <li aria-current="page">{texts.compare}</li>
        </ol>
      </nav>
      <div className="compare-head">
        <div>
          <h1>{texts.title}</h1>
          <p className="compare-muted">{texts.lead}</p>
        </div>
        <Link className="button button--ghost" to={plansLink}>
          {texts.backToPlans}
        </Link>
      </div>
      {state.status === 'failed' && state.error ? (
        <p className="banner banner--error" role="alert">
          {words.failure(state.error)}
        </p>
      ) : null}
      {notice ? <p className="empty-state">{words.message(notice)}</p> : null}
      {plans.length > 0 ? (
        <div className="compare-scroll" role="region" aria-label={texts.table} tabIndex={0}>
          <table className="compare-table" style={{ ['--compare-columns' as string]: plans.length }}>
            <caption className="visually-hidden">{texts.table}</caption>
            <thead>
              <tr>
                <td className="compare-table__corner" />
                {plans.map((plan) => (
                  <th key={plan.planId} scope="col">
                    <div className="compare-plan">
                      {plan.logo ? <img src={plan.logo} alt="" width="48" height="48" /> : null}
                      <span className="compare-plan__name">{plan.name}</span>
                      <span className="compare-plan__actions">
                        <Link to={planPath(plan)} aria-label={`${texts.moreInfo}: ${plan.name}`}>
                          {texts.moreInfo}
                        </Link>
                        <button type="button" className="compare-remove" aria-label={texts.remove(plan.name)} onClick={() => remove(plan.planId)}>
                          {texts.removeShort}
                        </button>
                      </span>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([row, label, cell]) => (
                <tr key={row}>
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
