// Zod-free: the web app's mail screens import these through `@keeling/contract/constants`.
// Issue 35: internal mail between Keeling's users, no mail server needed.

/**
 * The system mailboxes a person's copy of a mail is listed under; `drafts` lists the mails they
 * are writing (not yet sent).
 */
export const MAIL_FOLDERS = ['inbox', 'drafts', 'sent', 'starred', 'important', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export const MAIL_LIMITS = {
  pageSizeMax: 100,
  pageSizeDefault: 20,
  subjectMax: 300,
  bodyMax: 200_000,
  recipientsMax: 200,
  searchMax: 200,
  updateMax: 100,
  contactsMax: 1_000,
  attachmentsMax: 10,
  attachmentNameMax: 200,
  teamLabelNameMax: 40,
  teamLabelsMax: 50,
} as const;

/** Trashed copies are removed for good after this many days. */
export const MAIL_TRASH_DAYS = 30;

/** The live event a recipient's stream gets when a mail arrives (`user:<id>` topic). */
export const MAIL_EVENT_KIND = 'mail.received';
