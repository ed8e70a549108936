import { and, eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../../config';
import type { Db } from '../../db/client';
import { mailPreferences, users } from '../../db/schema';

export interface MailNoticesDeps {
  db: Db;
  smtp: SmtpConfig;
  appName: string;
  /** A notice given up after its last attempt. */
  logError: (error: unknown, message: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Optional mail out (issue 35): when the server has SMTP settings, each recipient who asked for
 * it gets a short e-mail that a mail arrived, with a link to it and never its subject or body.
 * It is sent after the mail was delivered in the app, in the background: a slow or refusing SMTP
 * server is retried (`retryDelaysMs`) and never delays nor fails the in-app delivery.
 */
export function createMailNotices({ db, smtp, appName, logError }: MailNoticesDeps) {
  const transport = nodemailer.createTransport(smtp.url);
  const pending = new Set<Promise<void>>();

  async function deliver(to: string, senderName: string, mailId: string) {
    const link = `${smtp.appUrl}/dashboard/mail?mail=${encodeURIComponent(mailId)}`;
    const message = {
      from: smtp.from,
      to,
      subject: `New mail in ${appName}`,
      text: `${senderName} sent you a mail in ${appName}. Read it there:\n${link}\n\nYou get this notice because you asked for it in ${appName}'s mail settings.`,
    };
    for (let attempt = 0; ; attempt++) {
      try {
        await transport.sendMail(message);
        return;
      } catch (error) {
        const delay = smtp.retryDelaysMs[attempt];
        if (delay === undefined) {
          logError(error, 'mail notice not sent after its last attempt');
          return;
        }
        await wait(delay);
      }
    }
  }

  return {
    /** Queues a notice to each of `userIds` who asked for one; returns at once. */
    notify(userIds: string[], senderName: string, mailId: string): void {
      if (userIds.length === 0) return;
      const job = (async () => {
        const rows = await db
          .select({ email: users.email })
          .from(mailPreferences)
          .innerJoin(users, eq(users.id, mailPreferences.userId))
          .where(
            and(
              inArray(mailPreferences.userId, userIds),
              eq(mailPreferences.emailNotices, true),
              eq(users.status, 'active'),
            ),
          );
        await Promise.all(rows.map((row) => deliver(row.email, senderName, mailId)));
      })().catch((error: unknown) => logError(error, 'mail notices failed'));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },

    /** Resolves once every queued notice was sent or given up (tests, shutdown). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },

    close: () => transport.close(),
  };
}

export type MailNotices = ReturnType<typeof createMailNotices>;
