import { API, mailLabelsResponseSchema } from '@keeling/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';

/**
 * Mail's query keys (a new mail or a change refreshes every list and the counts), and the
 * mailboxes with their counts: one query the mail page and the navigation's unread badge share.
 */
export const mailKeys = {
  all: ['mail'] as const,
  labels: () => [...mailKeys.all, 'labels'] as const,
  list: (query: object) => [...mailKeys.all, 'list', query] as const,
  details: (id: string) => [...mailKeys.all, 'details', id] as const,
  contacts: () => ['mail-contacts'] as const,
};

export const mailLabelsQuery = () =>
  queryOptions({
    queryKey: mailKeys.labels(),
    queryFn: ({ signal }) => getJson(API.mail.labels, mailLabelsResponseSchema, { signal }),
  });
