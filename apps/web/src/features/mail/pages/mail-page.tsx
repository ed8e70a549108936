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
import { mailKeys, useMailLabels, useMails } from '../api/mail';
import type { ComposeDraft } from '../components/compose-dialog';
import { MailReader } from '../components/mail-reader';

/** The compose form (its fields, server errors and editor) loads when it first opens. */
const ComposeDialog = lazy(() =>
  retryImport(() => import('../components/compose-dialog')).then((module) => ({
    default: module.ComposeDialog,
  })),
);

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
  const folder: MailFolder = oneOf(MAIL_FOLDERS, params.get('box')) ?? 'inbox';
  const page = positiveInt(params.get('page'), 1);
  const search = (params.get('search') ?? '').slice(0, MAIL_LIMITS.searchMax);
  const openId = params.get('mail');
  const [draft, setDraft] = useState<ComposeDraft | null>(null);
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
            <List aria-label={t(`folders.${folder}`)} aria-busy={mails.isFetching}>
              {(mails.data?.mails ?? []).map((mail) => (
                <ListItem key={mail.id} disablePadding>
                  <ListItemButton
                    selected={mail.id === openId}
                    onClick={() => go({ mail: mail.id })}
                    sx={{ alignItems: 'flex-start', borderRadius: 1 }}
                  >
                    <ListItemText
                      primary={
                        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                          <Box component="span" sx={{ fontWeight: mail.isRead ? 400 : 700 }}>
                            {mail.sender?.displayName ?? t('deletedSender')}
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
                            {mail.isRead
                              ? mail.subject
                              : t('unreadSubject', { subject: mail.subject })}
                          </Box>
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
          />
        </Suspense>
      )}
      {notice}
    </>
  );
}
