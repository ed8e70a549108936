import { z } from 'zod/mini';

// The live layer (issue 31): one Server-Sent Events stream per tab, opened with a single-use
// ticket. Each `change` event says what changed, never the entity: the browser refetches (or
// updates a small entity in place), ignoring versions older than it holds. A `reset` says the
// missed events are no longer kept: refetch everything live.

/**
 * The SSE event names of the stream. A `signal` (typing, presence) has the data of a `change`
 * but no id: it is passed along once, never stored, never replayed.
 */
export const LIVE_EVENT_NAMES = { change: 'change', reset: 'reset', signal: 'signal' } as const;

/** How long a ticket opens a stream, and how many streams a user may have open at once. */
export const LIVE_LIMITS = { ticketSeconds: 60, streamsPerUser: 8 } as const;

export const eventTicketResponseSchema = z.object({
  ticket: z.string(),
  expiresAt: z.iso.datetime(),
});
export type EventTicketResponse = z.infer<typeof eventTicketResponseSchema>;

export const eventStreamQuerySchema = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The last event id seen, for a stream opened anew (EventSource sends the header itself). */
  lastEventId: z.optional(z.string().check(z.regex(/^\d{1,18}$/))),
});

/** The `data:` of a `change` event (its `id:` is the event id). */
export const liveChangeSchema = z.object({
  topic: z.string(),
  kind: z.string(),
  entityId: z.string(),
  version: z.int(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
