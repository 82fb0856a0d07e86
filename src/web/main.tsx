import { App } from '@web/app/app';
import { registerServiceWorker } from '@web/pwa/register-service-worker';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// In a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (Lighthouse's Total Blocking Time on phones).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

registerServiceWorker();
