import type { Mail } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StateMessage } from '../../../components/state-message';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { useMail, useUpdateMails } from '../api/mail';
import type { ComposeDraft } from '../utils/compose-draft';
import { LabelsMenu } from './labels-menu';

interface MailReaderProps {
  mailId: string;
  onCompose: (draft: ComposeDraft) => void;
  onTrashed: () => void;
}

const reSubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);
const fwdSubject = (subject: string) => (/^fwd:/i.test(subject) ? subject : `Fwd: ${subject}`);

/** A forward's body: a line naming the sender (escaped), then the mail's own sanitised HTML. */
function forwardBody(line: string, html: string): string {
  const p = document.createElement('p');
  p.textContent = line;
  return `<p></p>${p.outerHTML}<blockquote>${html}</blockquote>`;
}

/** The open mail's thread, oldest first, and what can be done with the mail. */
export function MailReader({ mailId, onCompose, onTrashed }: MailReaderProps) {
  const { t } = useTranslation('mail');
  const { dateTime } = useLocaleFormat();
  const { data, isPending, isError, refetch } = useMail(mailId);
  const update = useUpdateMails();

  if (isPending) return <Skeleton variant="rounded" height={240} />;
  if (isError || !data) {
    return (
      <StateMessage
        role="alert"
        title={t('states.mailError')}
        onRetry={() => void refetch()}
        retryLabel={t('states.retry')}
      />
    );
  }
  const { mail, thread } = data;
  const sender = mail.sender;
  const act = (
    changes: Partial<Pick<Mail, 'isRead' | 'isStarred' | 'isImportant' | 'isTrashed'>>,
  ) => update.mutateAsync({ mailIds: [mail.id], ...changes });
  return (
    <Box component="section" aria-label={mail.subject}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button
          variant="contained"
          onClick={() =>
            onCompose({
              to: sender ? [sender.id] : [],
              subject: reSubject(mail.subject),
              replyToId: mail.id,
            })
          }
          disabled={!sender}
        >
          {t('actions.reply')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            onCompose({
              to: [
                ...new Set([
                  ...(sender ? [sender.id] : []),
                  ...mail.to.map((p) => p.id),
                  ...mail.cc.map((p) => p.id),
                ]),
              ],
              subject: reSubject(mail.subject),
              replyToId: mail.id,
            })
          }
        >
          {t('actions.replyAll')}
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            onCompose({
              subject: fwdSubject(mail.subject),
              body: forwardBody(
                t('forwarded', { name: sender?.displayName ?? t('deletedSender') }),
                mail.body,
              ),
              attachments: mail.attachments,
              replyToId: mail.id,
              forward: true,
            })
          }
        >
          {t('actions.forward')}
        </Button>
        <Button variant="outlined" onClick={() => void act({ isStarred: !mail.isStarred })}>
          {mail.isStarred ? t('actions.unstar') : t('actions.star')}
        </Button>
        <Button variant="outlined" onClick={() => void act({ isRead: false })}>
          {t('actions.markUnread')}
        </Button>
        <LabelsMenu mailId={mail.id} labelIds={mail.labelIds} />
        <Button
          variant="outlined"
          color="inherit"
          onClick={() => void act({ isTrashed: !mail.isTrashed }).then(onTrashed)}
        >
          {mail.isTrashed ? t('actions.restore') : t('actions.trash')}
        </Button>
      </Stack>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {mail.subject}
      </Typography>
      {thread.map((message, index) => (
        <Box component="article" key={message.id} aria-label={message.subject}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Typography variant="subtitle2">
            {message.sender?.displayName ?? t('deletedSender')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('toLine', {
              names: [
                ...message.roles.map((r) => t(`compose.allOf.${r}`)),
                ...message.to.map((p) => p.displayName),
              ].join(', '),
            })}{' '}
            · {dateTime(message.sentAt)}
          </Typography>
          <Box
            sx={{ mt: 1, typography: 'body2', '& p': { my: 1 } }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when sent
            dangerouslySetInnerHTML={{ __html: message.body }}
          />
          {message.attachments.length > 0 && (
            <Box component="section" aria-label={t('attachmentsOf', { subject: message.subject })}>
              <Typography variant="subtitle2" component="h3">
                {t('common:attachments.title')}
              </Typography>
              <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
                {message.attachments.map((file) => (
                  <li key={file.url}>
                    <Link href={file.url} target="_blank" rel="noopener">
                      {file.name}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
