import './app/after-libraries.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './app/app-routes.tsx';
import { createContainer } from './app/composition-root.ts';
import { createQueryClient } from './app/data.ts';
import { followOtherWindows } from './app/other-windows.ts';
import { ContainerProvider } from './app/di.tsx';
import { dropHiddenFirstScreen, FirstScreenExit } from './app/first-screen.ts';
import { PageErrorBoundary } from './features/errors/index.ts';
import { SessionExpiredRedirect } from './app/session-expired-redirect.tsx';
import { onLanguageChanged, prepareLanguage } from './app/language.ts';
import { LANGUAGE_WORDS } from './app/language-words.ts';
import { nextTask } from './app/next-task.ts';
import { PageCopyExit, seedFromPageCopy } from './app/page-copy.ts';
import { forgetRemembered } from '@benefit-store/adapters-http';
import { PendingSpinner } from './ui/spinner.tsx';
import './styles/app.css';

// The app starts in steps, each a task of its own, so that the page (on `/` already painted from the HTML) answers
// input between them instead of blocking for the whole start (issue 23: total blocking time): the scripts' evaluation,
// then the container, then the first render, which React renders in slices as a transition.
dropHiddenFirstScreen();
await nextTask();
const queries = createQueryClient();
seedFromPageCopy(queries, window.localStorage);
followOtherWindows(queries);
const container = createContainer();
// What the server worded in the old language is asked again in the new one; what is shown stays until it arrives.
onLanguageChanged(() => {
  forgetRemembered();
  void queries.invalidateQueries();
});

// A visitor who reads Spanish gets Spanish on the first render: its words load before it (docs/adr/0900).
await prepareLanguage(LANGUAGE_WORDS);
await nextTask();
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queries}>
          <BrowserRouter>
            <FirstScreenExit />
            <PageCopyExit />
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
            <SessionExpiredRedirect />
            <PendingSpinner />
          </BrowserRouter>
        </QueryClientProvider>
      </ContainerProvider>
    </StrictMode>,
  ),
);
