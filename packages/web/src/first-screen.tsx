// Rendered by the build, never shipped to the browser (vite.config.ts, `firstScreen`): the access page as
// HTML for index.html, and the inline guard that decides whether a visit shows it (app/first-screen.ts).
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SPEC_SESSION_NAMES } from './app/browser-session-store.ts';
import { createContainer } from './app/composition-root.ts';
import { recordStorage } from './app/record-storage.ts';
import { createQueryClient } from './app/data.ts';
import { ContainerProvider } from './app/di.tsx';
import { LANGUAGE_CHOICE_KEY } from './app/language.ts';
import { FIRST_SCREEN_ID, FIRST_SCREEN_OFF, firstScreenGuard, type FirstScreenGuardConfig } from './app/first-screen.ts';
import { PAGE_LANGUAGE_META, PAGE_VIEW_META, PAGE_VIEW_NAMES, viewOf } from './app/page-copy.ts';
import { AccessPage } from './features/access/index.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@benefit-store/domain';
import { SiteConfig, SiteDataBeforeAnswers } from './shell/index.ts';
import { ShellTexts } from './shell/shell-texts.ts';


/** The access page's markup, its controls disabled until the app takes over (nothing typed is lost). */
export const renderFirstScreen = (): string => {
  const markup = renderToString(
    <ContainerProvider container={createContainer({ storage: recordStorage({}) })}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/access-page']}>
          <SiteDataBeforeAnswers>
            <AccessPage />
          </SiteDataBeforeAnswers>
        </MemoryRouter>
      </QueryClientProvider>
    </ContainerProvider>,
  );
  return `<div id="${FIRST_SCREEN_ID}" inert>${markup.replace(/<(button|input|select|textarea)\b/g, '<$1 disabled=""')}</div>`;
};

/** The page's `<noscript>` line, in the language the build draws in (a page copy says it in its own: page-render.tsx). */
export const noScriptText = (): string => ShellTexts.noScript;

/** The guard as an inline script: the function's own source, called with this build's settings. */
export const firstScreenGuardScript = (): string => {
  const config: FirstScreenGuardConfig = {
    off: FIRST_SCREEN_OFF,
    knownHosts: SiteConfig.knownHosts,
    flag: SPEC_SESSION_NAMES.access.isRepAuthenticated,
    language: { served: DEFAULT_LANGUAGE, meta: PAGE_LANGUAGE_META, known: LANGUAGES, choiceKey: LANGUAGE_CHOICE_KEY },
    pageView: { meta: PAGE_VIEW_META, names: PAGE_VIEW_NAMES },
  };
  return `(${firstScreenGuard.toString()})(${JSON.stringify(config)}, ${viewOf.toString()});`;
};
