import { z } from 'zod/mini';
import { roleSchema } from './auth';
import { KANBAN_LABEL_COLORS } from './kanban-constants';
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

/** A file of the upload service attached to a mail: its public path and the name shown. */
export const mailAttachmentSchema = z.object({
  url: z.string().check(z.regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Must be an uploaded file')),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(L.attachmentNameMax)),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;
const attachments = z._default(
  z.array(mailAttachmentSchema).check(z.maxLength(L.attachmentsMax)),
  [],
);

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
  /** The team labels the signed-in person put on their copy. */
  labelIds: z.array(z.string()),
  /** A draft (the drafts box): opened in the compose form, not read. */
  isDraft: z.boolean(),
  hasAttachments: z.boolean(),
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
  attachments: z.array(mailAttachmentSchema),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailLabelSchema = z.object({
  id: mailFolderSchema,
  unreadCount: int,
  total: int,
});
export type MailLabel = z.infer<typeof mailLabelSchema>;

export const mailLabelColorSchema = z.enum(KANBAN_LABEL_COLORS);

/** A team label (made by admins) with the signed-in person's counts of their copies under it. */
export const mailTeamLabelSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: mailLabelColorSchema,
  unreadCount: int,
  total: int,
});
export type MailTeamLabel = z.infer<typeof mailTeamLabelSchema>;

export const mailLabelsResponseSchema = z.object({
  labels: z.array(mailLabelSchema),
  teamLabels: z.array(mailTeamLabelSchema),
});
export type MailLabelsResponse = z.infer<typeof mailLabelsResponseSchema>;

export const mailListQuerySchema = z.object({
  /** A system mailbox, or a team label's id. */
  labelId: z._default(z.union([mailFolderSchema, uuid]), 'inbox'),
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
    attachments,
    /** The draft this mail was written in: removed when it is sent. */
    draftId: z.optional(uuid),
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
  /** Team labels put on (or taken off) the person's copies. */
  addLabelIds: z.optional(z.array(uuid).check(z.maxLength(L.teamLabelsMax))),
  removeLabelIds: z.optional(z.array(uuid).check(z.maxLength(L.teamLabelsMax))),
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

/** POST /api/mail/team-labels (admins). */
export const mailTeamLabelBodySchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(L.teamLabelNameMax)),
  color: z._default(mailLabelColorSchema, 'default'),
});
export type MailTeamLabelBody = z.infer<typeof mailTeamLabelBodySchema>;
export type MailTeamLabelInput = z.input<typeof mailTeamLabelBodySchema>;
export const mailTeamLabelResponseSchema = z.object({ label: mailTeamLabelSchema });

export const mailIdParamsSchema = z.object({ id: uuid });

/** A mail being written: its author's only, saved as they type. */
export const mailDraftSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  roles: z.array(roleSchema),
  subject: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  attachments: z.array(mailAttachmentSchema),
  replyToId: z.nullable(z.string()),
  version: int,
  updatedAt: z.string(),
});
export type MailDraft = z.infer<typeof mailDraftSchema>;

/** POST /api/mail/drafts and PUT /api/mail/drafts/:id: anything may still be missing. */
export const mailDraftBodySchema = z.object({
  to: recipients,
  cc: recipients,
  roles: z._default(z.array(roleSchema).check(z.maxLength(3)), []),
  subject: z._default(z.string().check(z.maxLength(L.subjectMax)), ''),
  body: z._default(z.string().check(z.maxLength(L.bodyMax)), ''),
  attachments,
  replyToId: z.optional(z.nullable(uuid)),
});
export type MailDraftBody = z.infer<typeof mailDraftBodySchema>;
export type MailDraftInput = z.input<typeof mailDraftBodySchema>;

/** PUT: the draft and the version it was read at (409 when another tab saved since). */
export const mailDraftUpdateBodySchema = z.extend(mailDraftBodySchema, {
  version: int.check(z.minimum(1)),
});
export type MailDraftUpdateBody = z.infer<typeof mailDraftUpdateBodySchema>;

export const mailDraftResponseSchema = z.object({ draft: mailDraftSchema });
export type MailDraftResponse = z.infer<typeof mailDraftResponseSchema>;

/** GET and PUT /api/mail/preferences: the person's own mail settings. */
export const mailPreferencesBodySchema = z.object({ emailNotices: z.boolean() });
export const mailPreferencesResponseSchema = z.object({
  /** An e-mail ("you have a message", a link, never the body) when a mail arrives. */
  emailNotices: z.boolean(),
  /** Whether this server sends e-mail at all (SMTP settings given). */
  emailAvailable: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesResponseSchema>;
