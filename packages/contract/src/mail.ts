import { z } from 'zod/mini';
import { roleSchema } from './auth';
import { MAIL_FOLDERS, MAIL_LIMITS } from './mail-constants';

export * from './mail-constants';

// Internal mail (issue 35). A mail is sent once; each sender and recipient has their own copy
// (read, starred, important, trashed), and reads only the mails of which they hold a copy.

const int = z.int();
const uuid = z.uuid('Must be a valid id');
const L = MAIL_LIMITS;

export const mailFolderSchema = z.enum(MAIL_FOLDERS);

export const mailPersonSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  photoURL: z.nullable(z.string()),
});
export type MailPerson = z.infer<typeof mailPersonSchema>;

export const mailListItemSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  subject: z.string(),
  /** The body's first words, as text. */
  excerpt: z.string(),
  /** null when the sender's account was deleted. */
  sender: z.nullable(mailPersonSchema),
  sentAt: z.string(),
  isRead: z.boolean(),
  isStarred: z.boolean(),
  isImportant: z.boolean(),
  /** In the signed-in person's trash. */
  isTrashed: z.boolean(),
});
export type MailListItem = z.infer<typeof mailListItemSchema>;

export const mailSchema = z.extend(mailListItemSchema, {
  /** Sanitised HTML. */
  body: z.string(),
  to: z.array(mailPersonSchema),
  cc: z.array(mailPersonSchema),
  /** The roles it was addressed to ("all editors"), resolved to people when sent. */
  roles: z.array(roleSchema),
  replyToId: z.nullable(z.string()),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailLabelSchema = z.object({
  id: mailFolderSchema,
  unreadCount: int,
  total: int,
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailLabelsResponseSchema = z.object({ labels: z.array(mailLabelSchema) });
export type MailLabelsResponse = z.infer<typeof mailLabelsResponseSchema>;

export const mailListQuerySchema = z.object({
  labelId: z._default(mailFolderSchema, 'inbox'),
  search: z.optional(z.string().check(z.trim(), z.maxLength(L.searchMax))),
  page: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  size: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(L.pageSizeMax)),
    L.pageSizeDefault,
  ),
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;

export const mailListResponseSchema = z.object({
  mails: z.array(mailListItemSchema),
  total: int,
  page: int,
  size: int,
});
export type MailListResponse = z.infer<typeof mailListResponseSchema>;

export const mailDetailsQuerySchema = z.object({ mailId: uuid });

/** The mail (marked read) and its thread: every mail of it the person holds, oldest first. */
export const mailDetailsResponseSchema = z.object({
  mail: mailSchema,
  thread: z.array(mailSchema),
});
export type MailDetailsResponse = z.infer<typeof mailDetailsResponseSchema>;

const recipients = z._default(z.array(uuid).check(z.maxLength(L.recipientsMax)), []);

export const mailSendBodySchema = z
  .object({
    to: recipients,
    cc: recipients,
    /** Every active member of these roles, resolved when sent. */
    roles: z._default(z.array(roleSchema).check(z.maxLength(3)), []),
    subject: z
      .string()
      .check(z.trim(), z.minLength(1, 'Subject is required'), z.maxLength(L.subjectMax)),
    body: z.string().check(z.maxLength(L.bodyMax)),
    /** Replying (or forwarding) within a thread: the mail answered. */
    replyToId: z.optional(uuid),
  })
  .check(
    z.refine((b) => b.to.length + b.cc.length + b.roles.length > 0, {
      path: ['to'],
      message: 'Add at least one recipient',
    }),
  );
export type MailSendBody = z.infer<typeof mailSendBodySchema>;
export type MailSendInput = z.input<typeof mailSendBodySchema>;

export const mailResponseSchema = z.object({ mail: mailSchema });
export type MailResponse = z.infer<typeof mailResponseSchema>;

/** One or many of the person's own copies at once (the list's bulk actions). */
export const mailUpdateBodySchema = z.object({
  mailIds: z.array(uuid).check(z.minLength(1), z.maxLength(L.updateMax)),
  isRead: z.optional(z.boolean()),
  isStarred: z.optional(z.boolean()),
  isImportant: z.optional(z.boolean()),
  /** true: to the trash; false: back where it was. */
  isTrashed: z.optional(z.boolean()),
});
export type MailUpdateBody = z.infer<typeof mailUpdateBodySchema>;

export const mailUpdateResponseSchema = z.object({ affected: int });

export const mailContactSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type MailContact = z.infer<typeof mailContactSchema>;
export const mailContactsResponseSchema = z.object({ contacts: z.array(mailContactSchema) });
