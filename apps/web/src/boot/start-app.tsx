import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import { createAppRouter } from '../app/router/router';
import { initLanguage } from '../locales/i18n';
import { readStoredSettings } from '../settings/settings-storage';
import { loadRtlCache } from '../theme/rtl-cache';
import { startCurrentUserRequest } from './current-user';

/**
 * Start-up, in order: a stored session's user request (it overlaps the route's chunk
 * downloads), then the stored language's texts and, for rtl, the rtl styling (no flash of
 * English or of left-to-right styles), then the first render.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  startCurrentUserRequest();
  const isRtl = readStoredSettings().themeDirection === 'rtl';
  await Promise.all([initLanguage(), isRtl ? loadRtlCache() : null]).catch(() => undefined);
  createRoot(container).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}
