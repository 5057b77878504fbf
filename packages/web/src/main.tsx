import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.tsx';
import { createContainer } from './app/composition-root.ts';
import { ContainerProvider } from './app/di.tsx';
import { PendingSpinner } from './ui/spinner.tsx';
import './styles/app.css';

const container = createContainer();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ContainerProvider container={container}>
      <BrowserRouter>
        <AppRoutes />
        <PendingSpinner />
      </BrowserRouter>
    </ContainerProvider>
  </StrictMode>,
);
