import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { homeRoute, Messages } from '@benefit-store/domain';
import { isActivePlanStatus, memberTablePage, type CurrentMember } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics, QUOTE_CHANGED } from '../../app/data-topics.ts';
import { useUseCaseMutation, useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { useShownDate } from '../../ui/shown-date.ts';
import { MemberPager } from './member-pager.tsx';
import { MemberTexts } from './member-texts.ts';
import { TierModal } from './tier-modal.tsx';
import { useFailureBanner, useFailureHandler } from './use-signed-in-guard.ts';
import '../../styles/members.css';

/**
 * /agent-select-member and /group-select-member: the signed-in rep's members across its groups, or the
 * group administrator's group, in a searchable table of 5 rows a page. Enroll Now asks for a tier and
 * starts the member's quote at /plans.
 */
export const SelectMemberPage = ({ audience }: { audience: 'rep' | 'group' }) => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  // Banners are kept as worded (a use case's in the catalogue's English) and shown in the visitor's language.
  const translate = useTranslate();
  const shownDate = useShownDate();
  const shownBirthDate = useShownDate('medium');
  const list = useUseCase('ListCurrentMembers');
  const enrollMember = useUseCase('EnrollCurrentMember');
  const enroll = useUseCaseMutation(
    ({ member, tier }: { member: CurrentMember; tier: string }) => enrollMember(member, tier),
    QUOTE_CHANGED,
  );
  const fail = useFailureHandler();
  const navigate = useNavigate();
  const loaded = useUseCaseQuery(DataTopics.currentMembers, () => list());
  const members = loaded.data;
  const loadBanner = useFailureBanner(loaded.error);
  const [enrollBanner, setBanner] = useState<string>();
  const banner = enrollBanner ?? loadBanner;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<CurrentMember>();
  const [tierError, setTierError] = useState<string>();
  const table = memberTablePage(members ?? [], query, page);

  const submitTier = (tier: string) => {
    if (!chosen) return;
    enroll.mutate(
      { member: chosen, tier },
      {
        onSuccess: (path) => void navigate(path),
        onError: (error) => {
          if (error.kind === 'validation') return setTierError(error.fields.tier ?? Object.values(error.fields).join(' '));
          setChosen(undefined);
          fail(error, setBanner);
        },
      },
    );
  };

  return (
    <div className="members-page">
      <nav className="breadcrumb" aria-label={texts.breadcrumb}>
        <Link to={homeRoute({ eprocess: audience })}>{texts.home}</Link> <span aria-hidden="true">›</span> <span>{texts.currentMember}</span>
      </nav>
      <header className="members-page__head">
        <div>
          <h1>{texts.membersTitle}</h1>
          <p className="members-page__lead">{texts.membersLead}</p>
        </div>
        <label className="members-search">
          <span className="members-search__label">{texts.search}</span>
          <input
            type="search"
            value={query}
            placeholder={texts.searchPlaceholder}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </header>
      {banner ? (
        <p className="banner banner--error" role="alert">
          {translate(banner)}
        </p>
      ) : null}

      {members ? (
        <section className="members-table-card" aria-label={texts.membersTitle}>
          <table className="members-table">
            <thead>
              <tr>
                <th scope="col">{texts.columns.name}</th>
                <th scope="col">{texts.columns.dob}</th>
                <th scope="col">{texts.columns.email}</th>
                <th scope="col">{texts.columns.ssn}</th>
                <th scope="col">{texts.columns.group}</th>
                <th scope="col">{texts.columns.plans}</th>
                <th scope="col">
                  <span className="members-sr-only">{texts.enrollNow}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((member) => (
                <tr key={member.userId}>
                  <th scope="row" data-label={texts.columns.name}>
                    <span className="members-table__name">{member.name}</span>
                    <span className="members-table__policy">{member.policyId}</span>
                  </th>
                  <td data-label={texts.columns.dob}>{shownBirthDate(member.dob)}</td>
                  <td data-label={texts.columns.email} className="members-table__email">
                    {member.email}
                  </td>
                  <td data-label={texts.columns.ssn} className="members-table__ssn">
                    {member.maskedSsn}
                  </td>
                  <td data-label={texts.columns.group}>{member.group?.name ?? texts.noGroup}</td>
                  <td data-label={texts.columns.plans}>
                    {member.plans.length === 0 ? <span className="plan-status">{texts.noPlans}</span> : null}
                    <ul className="member-plans">
                      {member.plans.map((plan) => {
                        const active = isActivePlanStatus(plan.status);
                        return (
                          <li key={plan.planId} className={active ? 'member-plan' : 'member-plan member-plan--inactive'} title={texts.planStatus(plan.status)}>
                            {plan.name}
                            {active ? null : <span className="member-plan__status"> ({texts.inactivePlan(plan.status)})</span>}
                            {plan.carrier ? (
                              <span className={plan.carrier.status === 'rejected' ? 'member-plan__carrier member-plan__carrier--rejected' : 'member-plan__carrier'}>
                                {texts.carrierStanding(plan.carrier.carrier, shownDate(plan.carrier.sentOn), plan.carrier.status, plan.carrier.errors)}
                              </span>
                            ) : null}
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                  <td className="members-table__action">
                    <button
                      type="button"
                      className="button button--primary members-button-small"
                      aria-label={texts.enrollNowFor(member.name)}
                      onClick={() => {
                        setTierError(undefined);
                        setChosen(member);
                      }}
                    >
                      {texts.enrollNow}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {table.empty ? <p className="members-table__empty">{table.empty === 'no-members' ? messages.noMembers : messages.noMatches}</p> : null}
          <footer className="members-table__foot">
            <span className="members-table__count">
              {table.total > 0 ? texts.showing(table.from, table.to, table.total) : texts.memberCount(0)}
            </span>
            <MemberPager page={table.page} count={table.pageCount} onPage={setPage} />
          </footer>
        </section>
      ) : null}

      {chosen ? (
        <TierModal
          member={chosen}
          error={tierError}
          busy={enroll.isPending}
          onBack={() => setChosen(undefined)}
          onChange={() => setTierError(undefined)}
          onSubmit={submitTier}
        />
      ) : null}
    </div>
  );
};
