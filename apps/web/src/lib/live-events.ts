import {
  API,
  eventTicketResponseSchema,
  LIVE_EVENT_NAMES,
  type LiveChange,
  liveChangeSchema,
} from '@keeling/contract';
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import { apiUrl, postJson } from './http';

export interface LiveHandlers {
  /** A change the server says this user may see: refetch (or update) what it names. */
  onChange(change: LiveChange): void;
  /** Missed changes are no longer kept: refetch everything live. */
  onReset(): void;
  /** A signal (typing, presence): passed along once, never replayed after a reconnect. */
  onSignal?(signal: LiveChange): void;
}

const RETRY_MS = 3_000;

/**
 * One live stream (issue 31): a single-use ticket (POST with the bearer token), then an
 * EventSource on GET /api/events. The browser's own reconnect would resend a used ticket, so on
 * an error the stream is closed and opened again with a new ticket and the last event id seen.
 * Returns the function that ends it.
 */
export function openLiveStream(handlers: LiveHandlers): () => void {
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    source?.close();
    source = null;
    if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS + Math.random() * 1_000);
  };

  async function connect() {
    let ticket: string;
    try {
      ({ ticket } = await postJson(API.events.ticket, {}, eventTicketResponseSchema));
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    source = new EventSource(apiUrl(API.events.stream, { ticket, lastEventId }));
    source.addEventListener(LIVE_EVENT_NAMES.change, (event) => {
      lastEventId = event.lastEventId || lastEventId;
      const parsed = liveChangeSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) handlers.onChange(parsed.data);
    });
    source.addEventListener(LIVE_EVENT_NAMES.signal, (event) => {
      const parsed = liveChangeSchema.safeParse(JSON.parse(event.data));
      if (parsed.success) handlers.onSignal?.(parsed.data);
    });
    source.addEventListener(LIVE_EVENT_NAMES.reset, (event) => {
      lastEventId = event.lastEventId || lastEventId;
      handlers.onReset();
    });
    source.onerror = retry;
  }

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** The dashboard's one stream: each subscriber hears every change and reset it carries. */
export interface LiveHub {
  subscribe(handlers: LiveHandlers): () => void;
}

/**
 * One stream for the whole tab while `enabled` (a signed-in member in the dashboard), shared
 * by every page that listens (`useLiveChanges`): the board now, the calendar, chat and mail next.
 */
export function useLiveHub(enabled: boolean): LiveHub {
  const subscribers = useRef(new Set<LiveHandlers>());
  useEffect(() => {
    if (!enabled) return;
    return openLiveStream({
      onChange: (change) => {
        for (const handlers of subscribers.current) handlers.onChange(change);
      },
      onReset: () => {
        for (const handlers of subscribers.current) handlers.onReset();
      },
      onSignal: (signal) => {
        for (const handlers of subscribers.current) handlers.onSignal?.(signal);
      },
    });
  }, [enabled]);
  return useMemo(
    () => ({
      subscribe: (handlers) => {
        subscribers.current.add(handlers);
        return () => subscribers.current.delete(handlers);
      },
    }),
    [],
  );
}

export const LiveHubContext = createContext<LiveHub | null>(null);

/** Hears the dashboard's stream while the component is mounted (the latest handlers are called). */
export function useLiveChanges(handlers: LiveHandlers): void {
  const hub = useContext(LiveHubContext);
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    if (!hub) return;
    const unsubscribe = hub.subscribe({
      onChange: (change) => latest.current.onChange(change),
      onReset: () => latest.current.onReset(),
      onSignal: (signal) => latest.current.onSignal?.(signal),
    });
    return () => {
      unsubscribe();
    };
  }, [hub]);
}
