import { z } from 'zod/mini';
import {
  CHAT_ATTACHMENT_KINDS,
  CHAT_KINDS,
  CHAT_MEMBER_ROLES,
  CHAT_PRESENCE,
  CHAT_PRESENCE_STATES,
  CHAT_LIMITS as L,
} from './chat-constants';
import { errorResponseSchema } from './common';
import { itemRefSchema } from './items';

export * from './chat-constants';

// Team chat (issue 33): direct (two people) and group conversations among the team's members,
// messages paged by their sequence number in the conversation (keyset: `before`), and a read
// position per member from which unread counts are counted. Only members read a conversation.

const text = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const chatPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  photoUrl: z.nullable(z.string()),
});
export type ChatPerson = z.infer<typeof chatPersonSchema>;

export const chatMemberSchema = z.object({
  ...chatPersonSchema.shape,
  role: z.enum(CHAT_MEMBER_ROLES),
  /** The sequence number of the last message this member has read. */
  readSeq: z.int(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** A file of a message: an image (shown inline) or another file (a link to download). */
export const chatAttachmentSchema = z.object({
  /** Its `/uploads/<name>` address. */
  url: z.string(),
  /** The name shown (the sender's file name). */
  name: z.string(),
  kind: z.enum(CHAT_ATTACHMENT_KINDS),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  /** Its place in the conversation: 1, 2, 3… (the keyset of the history). */
  seq: z.int(),
  authorId: z.nullable(z.uuid()),
  /** Plain text (empty once deleted); clients show links but never HTML. */
  body: z.string(),
  replyToId: z.nullable(z.uuid()),
  /** Uploaded images and files. */
  attachments: z.array(chatAttachmentSchema),
  /** A Keeling item it points to (clients read its title as the reader may see it). */
  item: z.nullable(itemRefSchema),
  clientId: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
  editedAt: z.nullable(z.iso.datetime()),
  deletedAt: z.nullable(z.iso.datetime()),
  version: z.int(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(CHAT_KINDS),
  /** A group's name; null for a direct conversation (clients show the other person). */
  name: z.nullable(z.string()),
  members: z.array(chatMemberSchema),
  lastMessage: z.nullable(chatMessageSchema),
  /** The newest message's sequence number (0: none yet). */
  lastSeq: z.int(),
  /** The last message's time, or the creation's: the list is sorted by it, newest first. */
  lastActivityAt: z.iso.datetime(),
  /** Messages of others after the caller's read position, not deleted. */
  unread: z.int(),
  version: z.int(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatConversationListQuerySchema = z.object({
  /** Finds conversations by a group's name or a member's name. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});

export const chatConversationListResponseSchema = z.object({
  items: z.array(chatConversationSchema),
  /** Unread messages across all the caller's conversations (the navigation's badge). */
  unread: z.int(),
});
export const chatConversationResponseSchema = z.object({ conversation: chatConversationSchema });

export const chatConversationCreateSchema = z.discriminatedUnion('kind', [
  /** The conversation with one other person: made once, answered again after. */
  z.strictObject({ kind: z.literal('direct'), userId: z.uuid() }),
  z.strictObject({
    kind: z.literal('group'),
    name: text(L.groupName, 'Name'),
    /** The others (the creator joins as the group's admin). */
    memberIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(L.members - 1)),
  }),
]);
export type ChatConversationCreate = z.input<typeof chatConversationCreateSchema>;

export const chatConversationUpdateSchema = z.strictObject({ name: text(L.groupName, 'Name') });

export const chatMembersAddSchema = z.strictObject({
  userIds: z.array(z.uuid()).check(z.minLength(1), z.maxLength(L.members - 1)),
});

export const chatIdParamsSchema = z.object({ id: z.uuid('Must be a valid id') });
export const chatMemberParamsSchema = z.object({
  id: z.uuid('Must be a valid id'),
  userId: z.uuid('Must be a valid id'),
});

export const chatHistoryQuerySchema = z.object({
  /** Messages before this sequence number (none: the newest page). */
  before: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  /** Messages after this sequence number, oldest first (catching up after a reconnect). */
  after: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(L.pageMax))),
});

export const chatHistoryResponseSchema = z.object({
  /** Oldest first. */
  items: z.array(chatMessageSchema),
  /** `before` of the next older page; null at the first message. */
  nextBefore: z.nullable(z.int()),
});
export type ChatHistory = z.infer<typeof chatHistoryResponseSchema>;

export const chatMessageCreateSchema = z.strictObject({
  /** The sender's own id for this send: a retry with the same id answers the first message. */
  clientId: z.string().check(z.minLength(8), z.maxLength(L.clientId), z.regex(/^[\w-]+$/)),
  body: z._default(z.string().check(z.trim(), z.maxLength(L.body)), ''),
  replyToId: z._default(z.nullable(z.uuid()), null),
  /** Files stored by the upload service (`/uploads/<name>` or the name) and the names shown. */
  attachments: z._default(
    z
      .array(
        z.strictObject({
          url: z.string().check(z.maxLength(200)),
          name: text(L.attachmentName, 'File name'),
        }),
      )
      .check(z.maxLength(L.attachments)),
    [] as { url: string; name: string }[],
  ),
  /** A Keeling item (chart, data set, article, trip, card…) the sender may see. */
  item: z._default(z.nullable(itemRefSchema), null),
});
export type ChatMessageCreate = z.input<typeof chatMessageCreateSchema>;

export const chatMessageUpdateSchema = z.strictObject({
  version: z.int().check(z.minimum(1)),
  body: text(L.body, 'Message'),
});

export const chatMessageResponseSchema = z.object({ message: chatMessageSchema });

export const chatReadSchema = z.strictObject({ seq: z.int().check(z.minimum(0)) });
export const chatReadResponseSchema = z.object({ readSeq: z.int(), unread: z.int() });

export const chatSearchQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, 'Search is required'), z.maxLength(200)),
  /** Within one conversation only. */
  conversationId: z.optional(z.uuid('Must be a valid id')),
});

/** Messages that match, newest first (at most CHAT_LIMITS.searchMax), not deleted. */
export const chatSearchResponseSchema = z.object({ items: z.array(chatMessageSchema) });

export const chatPeopleQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export const chatPeopleResponseSchema = z.object({ items: z.array(chatPersonSchema) });

/** A 409 on an edit: the message as it is now. */
export const chatConflictResponseSchema = z.extend(errorResponseSchema, {
  current: z.optional(chatMessageSchema),
});

/** A tab's report of its presence; `busy` (set by hand) stays until it is set again. */
export const chatPresenceUpdateSchema = z.strictObject({
  state: z.enum(CHAT_PRESENCE_STATES),
  busy: z.optional(z.boolean()),
});
export type ChatPresenceUpdate = z.infer<typeof chatPresenceUpdateSchema>;

export const chatPresenceSchema = z.object({
  userId: z.uuid(),
  status: z.enum(CHAT_PRESENCE),
  /** Set by hand: shown while the person is online or away. */
  busy: z.boolean(),
});
export type ChatPresence = z.infer<typeof chatPresenceSchema>;

export const chatPresenceResponseSchema = z.object({ presence: chatPresenceSchema });
/** The people of the caller's conversations (the caller included). */
export const chatPresenceListResponseSchema = z.object({ items: z.array(chatPresenceSchema) });
