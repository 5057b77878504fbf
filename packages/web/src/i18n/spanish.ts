import i18next from 'i18next';
import { MessagesEs } from '@benefit-store/domain/es';
import type { Catalogue, LoadedLanguage } from '../app/language.ts';
import { ShellTextsEs } from './es/shell.ts';
import { HowToStepsEs } from './es/how-to.ts';
import { AssistTextsEs } from './es/assist.ts';
import { UiTextsEs } from './es/ui.ts';
import { PlansTextsEs } from './es/plans.ts';
import { PlanDetailTextsEs } from './es/plan-detail.ts';
import { CompareTextsEs } from './es/compare.ts';
import { RecommendationsTextsEs } from './es/recommendations.ts';
import { CartTextsEs } from './es/cart.ts';
import { MemberTextsEs } from './es/members.ts';
import { WizardTextsEs } from './es/wizard.ts';
import { CompletionTextsEs } from './es/completion.ts';

/**
 * Spanish, loaded only when a visitor chooses it (or their browser asks for it first): the twins of every English
 * catalogue, held by i18next under the English catalogue's namespace (docs/adr/0900-languages.md). This chunk
 * imports no English words, so choosing Spanish never loads a page the visitor has not opened yet.
 */
export const SPANISH = {
  messages: MessagesEs,
  shell: ShellTextsEs,
  howTo: HowToStepsEs,
  assist: AssistTextsEs,
  ui: UiTextsEs,
  plans: PlansTextsEs,
  planDetail: PlanDetailTextsEs,
  compare: CompareTextsEs,
  recommendations: RecommendationsTextsEs,
  cart: CartTextsEs,
  members: MemberTextsEs,
  wizard: WizardTextsEs,
  completion: CompletionTextsEs,
} as const;

export const spanish = async (namespaceOf: (english: Catalogue) => string | undefined): Promise<LoadedLanguage> => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'es', fallbackLng: false, ns: Object.keys(SPANISH), resources: { es: SPANISH }, initAsync: false });
  const twins = new Map<string, Catalogue>();
  return {
    twinOf: <T extends Catalogue>(english: T): T => {
      const namespace = namespaceOf(english);
      if (namespace === undefined) return english;
      let twin = twins.get(namespace);
      if (twin === undefined) {
        twin = (i18n.getResourceBundle('es', namespace) as Catalogue | undefined) ?? english;
        twins.set(namespace, twin);
      }
      return twin as T;
    },
  };
};
