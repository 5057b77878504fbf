import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { homeRoute, Messages } from '@benefit-store/domain';
import { MEMBERS_PER_PAGE, clampPage, isActivePlanStatus, pageCount, pageOf, searchMembers, type CurrentMember } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { MemberPager } from './member-pager.tsx';
import { MemberTexts } from './member-texts.ts';
import { TierModal } from './tier-modal.tsx';
import { useFailureHandler } from './use-signed-in-guard.ts';
import '../../styles/members.css';

/**
 * /agent-select-member and /group-select-member: the signed-in rep's members across its groups, or the
 * group administrator's group, in a searchable table of 5 rows a page. Enroll Now asks for a tier and
 * starts the member's quote at /plans.
 */
export const SelectMemberPage = ({ audience }: { audience: 'rep' | 'group' }) => {
  const list = useUseCase('ListCurrentMembers');
  const enroll = useUseCase('EnrollCurrentMember');
  const fail = useFailureHandler();
  const navigate = useNavigate();
  const [members, setMembers] = useState<readonly CurrentMember[]>();
  const [banner, setBanner] = useState<string>();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<CurrentMember>();
  const [tierError, setTierError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void list().match(
      (found) => live && setMembers(found),
      (error) => live && fail(error, setBanner),
    );
    return () => {
      live = false;
    };
  }, [list, fail]);

  const matches = useMemo(() => searchMembers(members ?? [], query), [members, query]);
  const current = clampPage(page, matches.length);
  const rows = pageOf(matches, current);
  const from = matches.length === 0 ? 0 : (current - 1) * MEMBERS_PER_PAGE + 1;

  const submitTier = async (tier: string) => {
    if (!chosen) return;
    setBusy(true);
    const result = await enroll(chosen, tier);
    setBusy(false);
    result.match(
      (path) => navigate(path),
      (error) => {
        if (error.kind === 'validation') return setTierError(error.fields.tier ?? Object.values(error.fields).join(' '));
        setChosen(undefined);
        fail(error, setBanner);
      },
    );
  };

  return (
    <div className="members-page">
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <Link to={homeRoute({ eprocess: audience })}>Home</Link> <span aria-hidden="true">›</span> <span>{MemberTexts.currentMember}</span>
      </nav>
      <header className="members-page__head">
        <div>
          <h1>{MemberTexts.membersTitle}</h1>
          <p className="members-page__lead">{MemberTexts.membersLead}</p>
        </div>
        <label className="members-search">
          <span className="members-search__label">{MemberTexts.search}</span>
          <input
            type="search"
            value={query}
            placeholder={MemberTexts.searchPlaceholder}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </header>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {banner}
        </p>
      ) : null}

      {members ? (
        <section className="members-table-card" aria-label={MemberTexts.membersTitle}>
          <table className="members-table">
            <thead>
              <tr>
                <th scope="col">{MemberTexts.columns.name}</th>
                <th scope="col">{MemberTexts.columns.dob}</th>
                <th scope="col">{MemberTexts.columns.email}</th>
                <th scope="col">{MemberTexts.columns.ssn}</th>
                <th scope="col">{MemberTexts.columns.group}</th>
                <th scope="col">{MemberTexts.columns.plans}</th>
                <th scope="col">
                  <span className="members-sr-only">{MemberTexts.enrollNow}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <tr key={member.userId}>
                  <th scope="row" data-label={MemberTexts.columns.name}>
                    <span className="members-table__name">{member.name}</span>
                    <span className="members-table__policy">{member.policyId}</span>
                  </th>
                  <td data-label={MemberTexts.columns.dob}>{member.dob}</td>
                  <td data-label={MemberTexts.columns.email} className="members-table__email">
                    {member.email}
                  </td>
                  <td data-label={MemberTexts.columns.ssn} className="members-table__ssn">
                    {member.maskedSsn}
                  </td>
                  <td data-label={MemberTexts.columns.group}>{member.group?.name ?? MemberTexts.noGroup}</td>
                  <td data-label={MemberTexts.columns.plans}>
                    {member.plans.length === 0 ? <span className="plan-status">{MemberTexts.noPlans}</span> : null}
                    <ul className="member-plans">
                      {member.plans.map((plan) => {
                        const active = isActivePlanStatus(plan.status);
                        return (
                          <li key={plan.planId} className={active ? 'member-plan' : 'member-plan member-plan--inactive'} title={plan.status}>
                            {plan.name}
                            {active ? null : <span className="member-plan__status"> ({MemberTexts.inactivePlan(plan.status)})</span>}
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                  <td className="members-table__action">
                    <button
                      type="button"
                      className="button button--primary members-button-small"
                      aria-label={MemberTexts.enrollNowFor(member.name)}
                      onClick={() => {
                        setTierError(undefined);
                        setChosen(member);
                      }}
                    >
                      {MemberTexts.enrollNow}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 ? <p className="members-table__empty">{members.length === 0 ? Messages.noMembers : Messages.noMatches}</p> : null}
          <footer className="members-table__foot">
            <span className="members-table__count">
              {matches.length > 0 ? MemberTexts.showing(from, from + rows.length - 1, matches.length) : MemberTexts.memberCount(0)}
            </span>
            <MemberPager page={current} count={pageCount(matches.length)} onPage={setPage} />
          </footer>
        </section>
      ) : null}

      {chosen ? (
        <TierModal
          member={chosen}
          error={tierError}
          busy={busy}
          onBack={() => setChosen(undefined)}
          onChange={() => setTierError(undefined)}
          onSubmit={(tier) => void submitTier(tier)}
        />
      ) : null}
    </div>
  );
};
