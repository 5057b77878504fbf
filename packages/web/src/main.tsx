import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './app/app-routes.tsx';
import { createContainer } from './app/composition-root.ts';
import { createQueryClient } from './app/data.ts';
import { ContainerProvider } from './app/di.tsx';
import { dropHiddenFirstScreen, FirstScreenExit } from './app/first-screen.ts';
import { SessionExpiredRedirect } from './app/session-expired-redirect.tsx';
import { onLanguageChanged, prepareLanguage } from './app/language.ts';
import { forgetRemembered } from '@benefit-store/adapters-http';
import { PendingSpinner } from './ui/spinner.tsx';
import './styles/app.css';

dropHiddenFirstScreen();
const container = createContainer();
const queries = createQueryClient();
// What the server worded in the old language is asked again in the new one; what is shown stays until it arrives.
onLanguageChanged(() => {
  forgetRemembered();
  void queries.invalidateQueries();
});

// A visitor who reads Spanish gets Spanish on the first render: its words load before it (docs/adr/0900).
void prepareLanguage({ es: async (namespaceOf) => (await import('./i18n/spanish.ts')).spanish(namespaceOf) }).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ContainerProvider container={container}>
        <QueryClientProvider client={queries}>
          <BrowserRouter>
            <FirstScreenExit />
            <AppRoutes />
            <SessionExpiredRedirect />
            <PendingSpinner />
          </BrowserRouter>
        </QueryClientProvider>
      </ContainerProvider>
    </StrictMode>,
  ));
