import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryKey } from '@tanstack/react-query';
import type { ResultAsync } from 'neverthrow';
import { Messages, type DomainError, type EnrollmentPortal, type SignedInUser, type SignInRole } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';
import { useTexts, useTranslate } from '../../app/language.ts';
import { ChoiceList } from './choice-list.tsx';
import { MemberTexts } from './member-texts.ts';
import { useFailureBanner } from './use-signed-in-guard.ts';

/**
 * Loads who is signed in for the start page of `role` (its welcome): not signed in sends to /sign-in, someone of the
 * other role to their own start page (docs/adr/0501).
 */
export const useSignedInUser = (role: SignInRole): { user: SignedInUser | undefined; banner: string | undefined } => {
  const load = useUseCase('LoadStartPage');
  const navigate = useNavigate();
  const query = useUseCaseQuery(DataTopics.startPage(role), () => load(role));
  const page = query.data;
  const failure: DomainError | undefined = query.error ?? (page?.kind === 'signed-out' ? { kind: 'forbidden', message: 'signed out' } : undefined);
  const elsewhere = page?.kind === 'elsewhere' ? page.path : undefined;
  useEffect(() => {
    if (elsewhere) navigate(elsewhere, { replace: true });
  }, [elsewhere, navigate]);
  return { user: page?.kind === 'here' ? page.user : undefined, banner: useFailureBanner(failure) };
};

/** Loads a step's list (portals, groups) the first time the step is shown. */
export const useStepList = <T,>(key: QueryKey, load: () => ResultAsync<readonly T[], DomainError>, active: boolean) => {
  const query = useUseCaseQuery(key, load, { enabled: active });
  return { items: query.data, banner: useFailureBanner(query.error) };
};

/**
 * The start pages' card: eyebrow, welcome title and the first failure's banner above the current step. The banner is
 * kept as worded (a use case's in the catalogue's English, the server's in the visitor's language) and shown in the
 * visitor's language.
 */
export const StartCard = (props: {
  readonly titleId: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly banner: string | undefined;
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <div className="member-start">
      <section className="member-start__card" aria-labelledby={props.titleId}>
        <p className="member-start__eyebrow">{props.eyebrow}</p>
        <h1 id={props.titleId}>{props.title}</h1>
        {props.banner ? (
          <p className="banner banner--error" role="alert">
            {translate(props.banner)}
          </p>
        ) : null}
        {props.children}
      </section>
    </div>
  );
};

/** 'Who do you want to enroll for?': New Member goes on to the next step, Current Member to the member list. */
export const WhoToEnrollStep = ({ onNewMember, onCurrentMember }: { readonly onNewMember: () => void; readonly onCurrentMember: () => void }) => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  return (
    <>
      <h2 className="member-start__question">{messages.whoToEnroll}</h2>
      <div className="member-start__options">
        <button type="button" className="option-tile" onClick={onNewMember}>
          <span className="option-tile__icon" aria-hidden="true">+</span>
          <span className="option-tile__label">{texts.newMember}</span>
        </button>
        <button type="button" className="option-tile" onClick={onCurrentMember}>
          <span className="option-tile__icon" aria-hidden="true">☰</span>
          <span className="option-tile__label">{texts.currentMember}</span>
        </button>
      </div>
    </>
  );
};

/** A step's button row: Back on the left, the step's own buttons (given as children) on the right. */
export const StepActions = ({ onBack, children }: { readonly onBack: () => void; readonly children: ReactNode }) => {
  const texts = useTexts(MemberTexts);
  return (
    <div className="member-start__actions">
      <button type="button" className="button button--ghost" onClick={onBack}>
        {texts.back}
      </button>
      <span className="member-start__spacer" />
      {children}
    </div>
  );
};

/** The portal step of both start pages; `portals` is undefined while the list loads. */
export const PortalStep = (props: {
  readonly portals: readonly EnrollmentPortal[] | undefined;
  readonly value: string | undefined;
  readonly onChange: (portalId: string) => void;
  readonly error: string | undefined;
  readonly onBack: () => void;
  readonly children: ReactNode;
}) => {
  const texts = useTexts(MemberTexts);
  const messages = useTexts(Messages);
  return (
    <>
      <ChoiceList
        legend={texts.choosePortal}
        choices={(props.portals ?? []).map((p) => ({ id: p.portalId, label: p.name, detail: p.code }))}
        value={props.value}
        onChange={props.onChange}
        error={props.error}
        empty={props.portals ? messages.noPortals : ''}
      />
      <StepActions onBack={props.onBack}>{props.children}</StepActions>
    </>
  );
};
