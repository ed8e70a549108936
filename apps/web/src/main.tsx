// Applies the saved direction and page colour before the first render (the CSP bans inline scripts).
import './settings/apply-stored-settings';
import '@fontsource/public-sans/latin-400.css';
import '@fontsource/public-sans/latin-500.css';
import '@fontsource/public-sans/latin-600.css';
import '@fontsource/public-sans/latin-700.css';
import '@fontsource/public-sans/latin-800.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initLanguage } from './locales/i18n';
import { readStoredSettings } from './settings/settings-storage';
import { loadRtlCache } from './theme/rtl-cache';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The stored (or browser) language's texts, and for rtl the rtl styling, load before the first
// render: no flash of English or of left-to-right styles.
const isRtl = readStoredSettings().themeDirection === 'rtl';
void Promise.all([initLanguage(), isRtl ? loadRtlCache() : null])
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
