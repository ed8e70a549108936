import type { MailAttachment, Role } from '@keeling/contract';

/** What the compose form starts from: a new mail, a reply, a forward, or a saved draft. */
export interface ComposeDraft {
  to?: string[];
  roles?: Role[];
  subject?: string;
  /** HTML to start from (a forward quotes the mail it forwards). */
  body?: string;
  replyToId?: string;
  /** A forward, titled so. */
  forward?: boolean;
  attachments?: MailAttachment[];
  /** A resumed draft: its id and the version it was read at. */
  draftId?: string;
  version?: number;
}
