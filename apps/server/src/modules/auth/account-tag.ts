import { createHash } from 'node:crypto';

/**
 * A stable tag for an e-mail, where it would otherwise be written down (the log, the
 * rate-limit keys): attempts on one account can be told apart, the address cannot be read.
 */
export const accountTag = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
