import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { App } from '../app/app';
import { type AppRouter, createAppRouter } from '../app/router/router';
import { initLanguage } from '../locales/i18n';
import { readStoredSettings } from '../settings/settings-storage';
import { loadRtlCache } from '../theme/rtl-cache';
import { startCurrentUserRequest } from './current-user';
import { canHydrate, HYDRATED_ATTRIBUTE, PRERENDERED_ROOT_ATTRIBUTE } from './prerendered';

/** Resolves once the router has loaded the first location's lazy route modules. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Ends the current task: the browser paints and handles input before the rest runs. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const HELD_SUBMIT_RETRY_MS = 50;
const HELD_SUBMIT_ATTEMPTS = 100;

/**
 * Sends again a form the prerendered page held (boot/prerender-check.ts) as an event the app
 * handles; the page's Suspense boundaries hydrate after the root, so until the form's handler
 * takes it (the held form comes back), it is tried again. The event alone never makes the
 * browser send the form.
 */
function sendHeldSubmit(attempt = 0): void {
  const form = window.__keelingHeldSubmit;
  delete window.__keelingHeldSubmit;
  if (!form?.isConnected) return;
  form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
  if (window.__keelingHeldSubmit === form && attempt < HELD_SUBMIT_ATTEMPTS)
    setTimeout(() => sendHeldSubmit(attempt + 1), HELD_SUBMIT_RETRY_MS);
}

/** Marks the page as React's once the first render committed, and sends what was held. */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    sendHeldSubmit();
  }, []);
  return null;
}

/**
 * Start-up, in order: a stored session's user request (it overlaps the route's chunk
 * downloads), then the stored language's texts and, for rtl, the rtl styling (no flash of
 * English or of left-to-right styles), then the first render: a prerendered guest page is
 * hydrated once its route module is loaded (so the first client render matches it), any other
 * page is rendered afresh, over the loading screen index.html carries (boot/boot-screen.tsx).
 */
export async function startApp(container: HTMLElement): Promise<void> {
  startCurrentUserRequest();
  const settings = readStoredSettings();
  const isRtl = settings.themeDirection === 'rtl';
  await Promise.all([initLanguage(), isRtl ? loadRtlCache() : null]).catch(() => undefined);
  // a task of its own for the router (it starts the route's module loads), apart from the
  // scripts' evaluation (docs/benchmarks.md, fourteenth pass)
  await yieldToBrowser();
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
        <MarkHydrated />
      </App>
    </StrictMode>
  );
  if (canHydrate(container, settings)) {
    await routerReady(router);
    hydrateRoot(container, app);
    return;
  }
  // a prerendered page this visitor must not see goes now; the build's loading screen stays
  // until React's first commit replaces it
  if (container.hasAttribute(PRERENDERED_ROOT_ATTRIBUTE)) {
    container.replaceChildren();
    container.removeAttribute(PRERENDERED_ROOT_ATTRIBUTE);
  }
  const root = createRoot(container);
  // a transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole shell (docs/benchmarks.md, fourteenth pass)
  startTransition(() => root.render(app));
}
