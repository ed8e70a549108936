/** Team chat (issue 33): the sizes the API accepts and its live events' kinds. */
export const CHAT_LIMITS = {
  /** Characters of one message. */
  body: 4_000,
  groupName: 100,
  /** People in a group, its creator included. */
  members: 100,
  /** Uploaded images on one message. */
  attachments: 10,
  /** Messages of one history page at most (and by default). */
  pageMax: 100,
  pageDefault: 50,
  /** The client's own id of a send, that makes a retried send one message. */
  clientId: 64,
  /** Messages a search answers at most. */
  searchMax: 50,
  /** Messages one person may send per minute. */
  sendsPerMinute: 60,
  /** Characters of an attached file's name as shown. */
  attachmentName: 200,
  /** "Typing" signals one person may send per minute (clients send one every few seconds). */
  typingPerMinute: 30,
  /** Presence reports one person may send per minute. */
  presencePerMinute: 30,
} as const;

/**
 * Typing and presence are passed along live and never stored as messages (issue 33). A client
 * says "typing" at most every `typingEveryMs` while its text changes, and shows another's for
 * `typingShowMs` after their last signal (or until their message arrives). A signed-in tab
 * reports its presence when it changes and every `presenceEveryMs`; a member silent for
 * `presenceTtlMs` is offline.
 */
export const CHAT_TIMINGS = {
  typingEveryMs: 3_000,
  typingShowMs: 6_000,
  presenceEveryMs: 60_000,
  presenceTtlMs: 150_000,
} as const;

/** What a tab reports: in use, not looked at (hidden or idle), or closing. */
export const CHAT_PRESENCE_STATES = ['active', 'away', 'offline'] as const;
export type ChatPresenceState = (typeof CHAT_PRESENCE_STATES)[number];

/** What others see: busy (set by hand) wins over online and away; offline when silent. */
export const CHAT_PRESENCE = ['online', 'away', 'busy', 'offline'] as const;
export type ChatPresenceStatus = (typeof CHAT_PRESENCE)[number];

/** An attachment shown inline (an image) or as a link to download (any other file). */
export const CHAT_ATTACHMENT_KINDS = ['image', 'file'] as const;

export const CHAT_KINDS = ['direct', 'group'] as const;
export type ChatKind = (typeof CHAT_KINDS)[number];

/** A member's part in a group: admins rename it and add or remove members. */
export const CHAT_MEMBER_ROLES = ['admin', 'member'] as const;
export type ChatMemberRole = (typeof CHAT_MEMBER_ROLES)[number];

/**
 * The live events of the chat. Each is written once per member under the topic
 * `chat:<conversationId>:<userId>`, so only members at the time of the change receive it:
 * `message` (entity: the message id, version: its version), `read` (entity: the reader's id,
 * version: their read position), `conversation` (entity: the conversation id; name or members
 * changed, or the receiver was removed).
 */
export const CHAT_EVENT_KINDS = {
  message: 'chat.message',
  read: 'chat.read',
  conversation: 'chat.conversation',
  /** A signal, never stored (entity: the member typing; topic: the conversation's, per member). */
  typing: 'chat.typing',
  /** A signal, never stored, on the `team` topic (entity: the member whose presence changed). */
  presence: 'chat.presence',
} as const;

/** The topic of a conversation's events for one member. */
export const chatTopic = (conversationId: string, userId: string) =>
  `chat:${conversationId}:${userId}`;

/** The conversation id of a chat topic (null for any other topic). */
export const chatTopicConversation = (topic: string): string | null => {
  const match = /^chat:([0-9a-f-]{36}):[0-9a-f-]{36}$/.exec(topic);
  return match?.[1] ?? null;
};
