import {
  API,
  type MailListQuery,
  type MailSendInput,
  type MailUpdateBody,
  mailContactsResponseSchema,
  mailDetailsResponseSchema,
  mailLabelsResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
  mailUpdateResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/http';

export type MailQuery = Partial<MailListQuery>;

/** One key tree for mail: a new mail or a change refreshes every list and the counts. */
export const mailKeys = {
  all: ['mail'] as const,
  labels: () => [...mailKeys.all, 'labels'] as const,
  list: (query: MailQuery) => [...mailKeys.all, 'list', query] as const,
  details: (id: string) => [...mailKeys.all, 'details', id] as const,
  contacts: () => ['mail-contacts'] as const,
};

export function useMailLabels() {
  return useQuery({
    queryKey: mailKeys.labels(),
    queryFn: ({ signal }) => getJson(API.mail.labels, mailLabelsResponseSchema, { signal }),
  });
}

export function useMails(query: MailQuery) {
  return useQuery({
    queryKey: mailKeys.list(query),
    queryFn: ({ signal }) => getJson(API.mail.list, mailListResponseSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Reading marks it read on the server: the counts are refreshed once it answered. */
export function useMail(mailId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: mailKeys.details(mailId ?? ''),
    enabled: mailId !== null,
    queryFn: async ({ signal }) => {
      const answer = await getJson(API.mail.details, mailDetailsResponseSchema, {
        query: { mailId: mailId ?? '' },
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: mailKeys.labels() });
      void queryClient.invalidateQueries({ queryKey: [...mailKeys.all, 'list'] });
      return answer;
    },
  });
}

export function useMailContacts(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.contacts(),
    enabled,
    queryFn: ({ signal }) => getJson(API.mail.contacts, mailContactsResponseSchema, { signal }),
  });
}

export function useSendMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailSendInput) => postJson(API.mail.send, body, mailResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export function useUpdateMails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailUpdateBody) => postJson(API.mail.update, body, mailUpdateResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
