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
} as const;

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
} as const;

/** The topic of a conversation's events for one member. */
export const chatTopic = (conversationId: string, userId: string) =>
  `chat:${conversationId}:${userId}`;

/** The conversation id of a chat topic (null for any other topic). */
export const chatTopicConversation = (topic: string): string | null => {
  const match = /^chat:([0-9a-f-]{36}):[0-9a-f-]{36}$/.exec(topic);
  return match?.[1] ?? null;
};
