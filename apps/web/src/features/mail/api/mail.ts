import {
  API,
  apiPath,
  type MailDraftInput,
  type MailListQuery,
  type MailSendInput,
  type MailTeamLabelInput,
  type MailUpdateBody,
  mailContactsResponseSchema,
  mailDetailsResponseSchema,
  mailDraftResponseSchema,
  mailListResponseSchema,
  mailResponseSchema,
  mailTeamLabelResponseSchema,
  mailUpdateResponseSchema,
  okResponseSchema,
  uploadResponseSchema,
} from '@keeling/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJson, getJson, postJson, putJson } from '../../../lib/http';
import { mailKeys, mailLabelsQuery } from '../../../lib/mail-queries';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

export type MailQuery = Partial<Omit<MailListQuery, 'labelId'>> & { labelId?: string };

export { mailKeys };

export function useMailLabels() {
  return useQuery(mailLabelsQuery());
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

/** A draft, to resume writing it. */
export function getMailDraft(id: string, signal?: AbortSignal) {
  return getJson(apiPath(API.mail.draft, { id }), mailDraftResponseSchema, { signal });
}

/** Saves a draft: the first save creates it, the next ones save over the version they read. */
export function saveMailDraft(body: MailDraftInput, saved: { id: string; version: number } | null) {
  return saved
    ? putJson(
        apiPath(API.mail.draft, { id: saved.id }),
        { ...body, version: saved.version },
        mailDraftResponseSchema,
      )
    : postJson(API.mail.drafts, body, mailDraftResponseSchema);
}

export function useDiscardDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteJson(apiPath(API.mail.draft, { id }), okResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

export function useCreateTeamLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MailTeamLabelInput) =>
      postJson(API.mail.teamLabels, body, mailTeamLabelResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}

/** POST /api/mail/attachments (multipart, one file, any member): its public URL. */
export async function uploadMailAttachment(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { url } = await uploadWithProgress(API.mail.attachments, form, uploadResponseSchema);
  return url;
}

export function useUploadMailAttachment() {
  return useMutation({ mutationFn: uploadMailAttachment });
}
