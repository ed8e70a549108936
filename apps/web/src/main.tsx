// Applies the saved direction and page colour before the first render (the CSP bans inline scripts).
import './settings/apply-stored-settings';
import './theme/public-sans.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router/router';
import { startCurrentUserRequest } from './auth/current-user-request';
import { isValidToken, readStoredToken } from './auth/token';
import { yieldToMain } from './lib/yield-to-main';
import { initLanguage } from './locales/i18n';
import { readStoredSettings } from './settings/settings-storage';
import { createTheme } from './theme/create-theme';
import { loadRtlCache } from './theme/rtl-cache';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

async function start(root: HTMLElement) {
  // The stored (or browser) language's texts, and for rtl the rtl styling, load before the
  // first render: no flash of English or of left-to-right styles.
  const settings = readStoredSettings();
  const isRtl = settings.themeDirection === 'rtl';
  const ready = Promise.all([initLanguage(), isRtl ? loadRtlCache() : null]).catch(() => undefined);
  // A signed-in reload: ask for the user now, while the route's chunks load.
  const storedToken = readStoredToken();
  if (storedToken && isValidToken(storedToken)) startCurrentUserRequest(storedToken);
  await yieldToMain();
  // Matches the URL and starts the route's lazy module (already modulepreloaded).
  const router = createAppRouter();
  await yieldToMain();
  // The stored settings' MUI theme (kept by createTheme for ThemeProvider's first render).
  createTheme(settings);
  await ready;
  await yieldToMain();
  const reactRoot = createRoot(root);
  // A transition: the first render is sliced (the browser can paint and handle input between
  // slices) rather than one long task; the screen appears when the whole tree is ready.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  );
}

void start(container);
