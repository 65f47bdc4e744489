import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initPanelTexts } from './features/technician/panel-i18n.ts';
import { PanelApp } from './features/technician/panel-app.tsx';
import { registerPanelWorker } from './features/technician/register-panel-worker.ts';
import './styles.css';

// The technician panel's own entry (technician.html, decisions/0016): no router, no back-office shell, only the
// panel's texts, so its first screen stays within its JavaScript budget on a phone.
initPanelTexts();
registerPanelWorker();

const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: true } } });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <PanelApp />
    </QueryClientProvider>
  </StrictMode>,
);
