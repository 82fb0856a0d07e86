import { SSR_ANSWERS_ID, SSR_STATE_ID, stateFromAnswers } from '@shared/ssr';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { App } from '@web/app/app';
import { beforeHydration, loadPageChunk } from '@web/app/router';
import { sessionQuery } from '@web/features/auth/api/get-session';
import { followPressesAcrossHydration } from '@web/lib/pressed-across-hydration';
import { createQueryClient } from '@web/lib/query';
import { registerServiceWorker } from '@web/pwa/register-service-worker';
import { saveServerAnswers } from '@web/pwa/save-server-answers';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A tap begun on a control drawn before the scripts is followed from now, before React listens.
followPressesAcrossHydration();

// A server-rendered page (ADR 043) carries the query answers it was rendered with: the browser's
// first render must read the same ones to hydrate without a mismatch.
const ssrState = document.getElementById(SSR_STATE_ID)?.textContent;

/**
 * The start, in tasks of their own after the one that evaluated this chunk: the browser may paint
 * and answer a tap between them, and no single task holds a phone's main thread for long
 * (Lighthouse's Total Blocking Time, ADR 048).
 */
const nextTask = (step: () => void) => setTimeout(step, 0);

const pageChunk = new Promise<void>((loaded) =>
  nextTask(() => void loadPageChunk(window.location.pathname).then(loaded)),
);

// In a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page. A server-rendered page is hydrated once its chunk
// is there: whole, in one pass (see lazyPage in router.tsx), after what the page starts first (a
// search typed before the scripts ran, ADR 055). Reading the server's answers and starting the
// render are tasks of their own, neither long (ADR 048).
nextTask(() => {
  if (ssrState) {
    const queryClient = createQueryClient();
    const answers = JSON.parse(document.getElementById(SSR_ANSWERS_ID)?.textContent ?? '[]');
    hydrate(queryClient, stateFromAnswers(ssrState, answers) as DehydratedState);
    // Who is signed in, asked for now rather than once the page has hydrated: the page's actions
    // (Add to Cart, Buy Now) wait for it, and it then travels while React hydrates (ADR 055).
    void queryClient.prefetchQuery(sessionQuery);
    void pageChunk.then(() =>
      nextTask(() => {
        beforeHydration(window.location.pathname, queryClient);
        startTransition(() => {
          hydrateRoot(
            root,
            <StrictMode>
              <App queryClient={queryClient} hydrating onHydrated={registerServiceWorker} />
            </StrictMode>,
          );
        });
      }),
    );
  } else {
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App onHydrated={registerServiceWorker} />
        </StrictMode>,
      ),
    );
  }
});

nextTask(() => {
  saveServerAnswers();
  // Submissions an earlier visit made offline, and those made from now on (docs/decisions/046).
  void import('@web/lib/offline-queue').then((queue) => queue.startOfflineQueue());
});
