import {
  MAIL_EVENT_KIND,
  MAIL_FOLDERS,
  MAIL_LIMITS,
  type MailFolder,
} from '@keeling/contract/constants';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthContext } from '../../../auth/auth-context';
import { SearchField } from '../../../components/search-field';
import { StateMessage } from '../../../components/state-message';
import { useNotice } from '../../../components/use-notice';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';
import { APP_NAME } from '../../../config/app-name';
import { useLiveChanges } from '../../../lib/live-events';
import { retryImport } from '../../../lib/retry-import';
import { oneOf, positiveInt } from '../../../lib/url-state';
import { useLocaleFormat } from '../../../locales/use-locale-format';
import { useTranslation } from '../../../locales/use-translation';
import { getMailDraft, mailKeys, useMailLabels, useMails } from '../api/mail';
import { LabelDot } from '../components/label-dot';
import { MailReader } from '../components/mail-reader';
import type { ComposeDraft } from '../utils/compose-draft';

/** The compose form (its fields, server errors and editor) loads when it first opens. */
const ComposeDialog = lazy(() =>
  retryImport(() => import('../components/compose-dialog')).then((module) => ({
    default: module.ComposeDialog,
  })),
);
const TeamLabelDialog = lazy(() =>
  retryImport(() => import('../components/team-label-dialog')).then((module) => ({
    default: module.TeamLabelDialog,
  })),
);

const EmailNoticesSwitch = lazy(() =>
  retryImport(() => import('../components/email-notices-switch')).then((module) => ({
    default: module.EmailNoticesSwitch,
  })),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /dashboard/mail: the team's internal mail (issue 35). Mailboxes with their unread counts, a
 * searched and paged list from the server, the open mail's thread; a new mail arrives through
 * the live stream without a reload.
 */
export default function MailPage() {
  const { t } = useTranslation('mail');
  const { date } = useLocaleFormat();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const box = params.get('box');
  /** A system mailbox, or a team label's id (`?box=<id>`). */
  const folder: MailFolder | string =
    oneOf(MAIL_FOLDERS, box) ?? (box && UUID.test(box) ? box : 'inbox');
  const page = positiveInt(params.get('page'), 1);
  const search = (params.get('search') ?? '').slice(0, MAIL_LIMITS.searchMax);
  const openId = params.get('mail');
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
  const [makingLabel, setMakingLabel] = useState(false);
  const { user } = useAuthContext();
  const isAdmin = (user?.role ?? 'admin') === 'admin';
  const { notify, element: notice } = useNotice();
  const labels = useMailLabels();
  const mails = useMails({ labelId: folder, page, search: search || undefined });

  const go = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const onSearch = useCallback(
    (text: string) => go({ search: text, page: null, mail: null }, true),
    [go],
  );

  useLiveChanges({
    onChange: (change) => {
      if (change.kind === MAIL_EVENT_KIND)
        void queryClient.invalidateQueries({ queryKey: mailKeys.all });
    },
    onReset: () => void queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });

  const counts = new Map((labels.data?.labels ?? []).map((l) => [l.id, l]));
  const teamLabels = labels.data?.teamLabels ?? [];
  const folderName = (id: string) =>
    (MAIL_FOLDERS as readonly string[]).includes(id)
      ? t(`folders.${id}`)
      : (teamLabels.find((l) => l.id === id)?.name ?? t('folders.inbox'));
  /** A draft opens in the compose form where it was left. */
  const openDraft = async (id: string) => {
    try {
      const { draft: saved } = await getMailDraft(id);
      setDraft({
        to: saved.to,
        roles: saved.roles,
        subject: saved.subject,
        body: saved.body,
        attachments: saved.attachments,
        replyToId: saved.replyToId ?? undefined,
        draftId: saved.id,
        version: saved.version,
      });
    } catch {
      notify(t('states.draftError'));
    }
  };
  const pages = mails.data
    ? Math.max(1, Math.ceil(mails.data.total / MAIL_LIMITS.pageSizeDefault))
    : 1;

  return (
    <>
      <title>{t('common:brandTitle', { page: t('pageTitle'), app: APP_NAME })}</title>
      <Stack direction="row" sx={{ mb: { xs: 3, md: 5 }, alignItems: 'center', gap: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('heading')}
        </Typography>
        <Button variant="contained" onClick={() => setDraft({})}>
          {t('actions.compose')}
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: {
            xs: '1fr',
            md: '200px minmax(0, 1fr)',
            lg: '200px minmax(0, 2fr) minmax(0, 3fr)',
          },
          alignItems: 'start',
        }}
      >
        <Card component="nav" aria-label={t('mailboxes')}>
          <List dense>
            {MAIL_FOLDERS.map((id) => {
              const unread = counts.get(id)?.unreadCount ?? 0;
              return (
                <ListItem key={id} disablePadding>
                  <ListItemButton
                    selected={id === folder}
                    aria-current={id === folder ? 'page' : undefined}
                    onClick={() => go({ box: id === 'inbox' ? null : id, page: null, mail: null })}
                  >
                    <ListItemText primary={t(`folders.${id}`)} />
                    {unread > 0 && (
                      <>
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ typography: 'subtitle2', minWidth: 24, textAlign: 'center' }}
                        >
                          {unread > 99 ? '99+' : unread}
                        </Box>
                        <Box component="span" sx={VISUALLY_HIDDEN}>
                          {t('unreadCount', { count: unread })}
                        </Box>
                      </>
                    )}
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          {(teamLabels.length > 0 || isAdmin) && (
            <Box component="section" aria-labelledby="mail-team-labels">
              <Box
                component="h2"
                id="mail-team-labels"
                sx={{ typography: 'overline', color: 'text.secondary', px: 2, m: 0 }}
              >
                {t('teamLabels.heading')}
              </Box>
              <List dense aria-labelledby="mail-team-labels">
                {teamLabels.map((label) => (
                  <ListItem key={label.id} disablePadding>
                    <ListItemButton
                      selected={label.id === folder}
                      aria-current={label.id === folder ? 'page' : undefined}
                      onClick={() => go({ box: label.id, page: null, mail: null })}
                      sx={{ gap: 1.5 }}
                    >
                      <LabelDot color={label.color} />
                      <ListItemText primary={label.name} />
                      {label.unreadCount > 0 && (
                        <>
                          <Box
                            component="span"
                            aria-hidden
                            sx={{ typography: 'subtitle2', minWidth: 24, textAlign: 'center' }}
                          >
                            {label.unreadCount > 99 ? '99+' : label.unreadCount}
                          </Box>
                          <Box component="span" sx={VISUALLY_HIDDEN}>
                            {t('unreadCount', { count: label.unreadCount })}
                          </Box>
                        </>
                      )}
                    </ListItemButton>
                  </ListItem>
                ))}
                {isAdmin && (
                  <ListItem disablePadding>
                    <ListItemButton onClick={() => setMakingLabel(true)}>
                      <ListItemText primary={t('teamLabels.new')} />
                    </ListItemButton>
                  </ListItem>
                )}
              </List>
            </Box>
          )}
          <Suspense fallback={null}>
            <EmailNoticesSwitch />
          </Suspense>
        </Card>
        <Card sx={{ p: 2 }}>
          <SearchField
            value={search}
            onSearch={onSearch}
            label={t('search')}
            clearLabel={t('clearSearch')}
            maxLength={MAIL_LIMITS.searchMax}
          />
          {mails.isError && !mails.data ? (
            <StateMessage
              role="alert"
              title={t('states.error')}
              onRetry={() => void mails.refetch()}
              retryLabel={t('states.retry')}
            />
          ) : mails.data?.total === 0 ? (
            <StateMessage
              role="status"
              title={search ? t('states.noResults') : t('states.empty')}
            />
          ) : (
            <List aria-label={folderName(folder)} aria-busy={mails.isFetching}>
              {(mails.data?.mails ?? []).map((mail) => (
                <ListItem key={mail.id} disablePadding>
                  <ListItemButton
                    selected={mail.id === openId}
                    onClick={() => (mail.isDraft ? void openDraft(mail.id) : go({ mail: mail.id }))}
                    sx={{ alignItems: 'flex-start', borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                          <Box component="span" sx={{ fontWeight: mail.isRead ? 400 : 700 }}>
                            {mail.isDraft
                              ? t('draftLabel')
                              : (mail.sender?.displayName ?? t('deletedSender'))}
                          </Box>
                          <Box component="span" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                            {date(mail.sentAt)}
                          </Box>
                        </Stack>
                      }
                      secondary={
                        <>
                          <Box
                            component="span"
                            sx={{
                              display: 'block',
                              fontWeight: mail.isRead ? 400 : 700,
                              color: 'text.primary',
                            }}
                          >
                            {(mail.isRead
                              ? mail.subject
                              : t('unreadSubject', { subject: mail.subject })) || t('noSubject')}
                            {mail.hasAttachments && (
                              <Box component="span" sx={{ color: 'text.secondary' }}>
                                {` · ${t('withAttachments')}`}
                              </Box>
                            )}
                          </Box>
                          {mail.labelIds.length > 0 && (
                            <Box
                              component="span"
                              sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 0.25 }}
                            >
                              {teamLabels
                                .filter((l) => mail.labelIds.includes(l.id))
                                .map((l) => (
                                  <Box
                                    component="span"
                                    key={l.id}
                                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                                  >
                                    <LabelDot color={l.color} />
                                    {l.name}
                                  </Box>
                                ))}
                            </Box>
                          )}
                          <Box component="span" sx={{ display: 'block' }}>
                            {mail.excerpt}
                          </Box>
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          )}
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_, next) => go({ page: String(next) })}
              getItemAriaLabel={(type, n) =>
                type === 'page' ? t('pagination.page', { page: n }) : t(`pagination.${type}`)
              }
            />
          )}
        </Card>
        {openId && (
          <Card sx={{ p: 3, gridColumn: { md: '1 / -1', lg: 'auto' } }}>
            <MailReader mailId={openId} onCompose={setDraft} onTrashed={() => go({ mail: null })} />
          </Card>
        )}
      </Box>
      {draft && (
        <Suspense fallback={null}>
          <ComposeDialog
            draft={draft}
            onClose={() => setDraft(null)}
            onSent={(subject) => {
              setDraft(null);
              notify(t('notices.sent', { subject }));
            }}
            onDiscarded={() => {
              setDraft(null);
              notify(t('notices.discarded'));
            }}
          />
        </Suspense>
      )}
      {makingLabel && (
        <Suspense fallback={null}>
          <TeamLabelDialog
            onClose={(name) => {
              setMakingLabel(false);
              if (name) notify(t('notices.labelMade', { name }));
            }}
          />
        </Suspense>
      )}
      {notice}
    </>
  );
}
