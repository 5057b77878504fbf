import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ResultAsync } from 'neverthrow';
import { previousTarget, targetPath, type DomainError, type NextMove, type TabName, type WizardStep } from '@benefit-store/domain';
import { useUseCase } from '../../app/di.tsx';
import { DataTopics } from '../../app/data-topics.ts';
import { useUseCaseQuery } from '../../app/data.ts';

/** What every step screen gets from the wizard shell. */
export interface StepProps {
  readonly tab: TabName;
  readonly steps: readonly WizardStep[];
}

/**
 * Back and Next as the domain moves them (stepperize-style: the step map is the domain's, React renders
 * it). Back: the previous step, or the cart from the first. Next, after a valid save: the step the use
 * case named (review-confirm when navto was set), once the step's snapshot has been asked for.
 */
export const useWizardNav = (tab: TabName, steps: readonly WizardStep[]) => {
  const navigate = useNavigate();
  const recordSnapshot = useUseCase('RecordStepSnapshot');
  return {
    back: () => void navigate(targetPath(previousTarget(steps, tab))),
    advance: (move: NextMove) => {
      // Each valid save stores the step's snapshot; a failure there is ignored (the use case never fails).
      void recordSnapshot(tab);
      void navigate(targetPath(move.target));
    },
  };
};

let visits = 0;

/**
 * A step's data, read afresh on every visit to the step: the form is filled once from what the server
 * says now (what was saved, the quote, the member on file), never from an earlier visit's answer.
 */
export const useStepQuery = <T,>(tab: TabName, load: () => ResultAsync<T, DomainError>, round = 0) => {
  // Drawn on the server (a page copy, app/page-copy.ts), the step is drawn again until its reads are in: one visit,
  // the first, as the browser's first is: the app starts with the answers the copy was drawn with (seedFromPageCopy).
  const [visit] = useState(() => (typeof document === 'undefined' ? 0 : visits++));
  // `round`: the step read again within one visit (after another window changed the enrollment, docs/adr/0712).
  return useUseCaseQuery([...DataTopics.wizardStep(tab), visit, round], load);
};
