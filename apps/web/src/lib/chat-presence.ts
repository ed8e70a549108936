import { API, CHAT_TIMINGS, type ChatPresenceState } from '@keeling/contract';
import { useEffect } from 'react';
import { sendJson } from './http';

const stateOfTab = (): ChatPresenceState =>
  document.visibilityState === 'visible' ? 'active' : 'away';

/**
 * Reports the tab's presence (busy untouched); a refused report is retried by the next one. Its
 * answer is not read: every page reports, so the chat's schemas stay out of their first load.
 */
const report = (state: ChatPresenceState) =>
  sendJson('PUT', API.chat.presence, { state }, {}).catch(() => undefined);

/**
 * The signed-in tab's presence for the chat (issue 33): active while it is in sight, away when
 * hidden, reported when that changes and every CHAT_TIMINGS.presenceEveryMs (a tab silent past
 * presenceTtlMs is offline for the others). Mounted once, by the dashboard layout.
 */
export function usePresenceReporter(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    void report(stateOfTab());
    const timer = setInterval(() => void report(stateOfTab()), CHAT_TIMINGS.presenceEveryMs);
    const onVisibility = () => void report(stateOfTab());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled]);
}
