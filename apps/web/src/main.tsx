// Applies the saved direction and page colour before the first render (the CSP bans inline scripts).
import './settings/apply-stored-settings';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/public-sans/latin-800.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startCurrentUserRequest } from './auth/current-user-request';
import { isValidToken, readStoredToken } from './auth/token';
import { initLanguage } from './locales/i18n';
import { readStoredSettings } from './settings/settings-storage';
import { loadRtlCache } from './theme/rtl-cache';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The stored (or browser) language's texts, and for rtl the rtl styling, load before the first
// render: no flash of English or of left-to-right styles.
const isRtl = readStoredSettings().themeDirection === 'rtl';
// A signed-in reload: ask for the user now, while the route's chunks load.
const storedToken = readStoredToken();
if (storedToken && isValidToken(storedToken)) startCurrentUserRequest(storedToken);
void Promise.all([initLanguage(), isRtl ? loadRtlCache() : null])
  .catch(() => undefined)
  .then(() => {
    const root = createRoot(container);
    // A transition: the first render is sliced (the browser can paint and handle input between
    // slices) rather than one long task; the screen appears when the whole tree is ready.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
  });
