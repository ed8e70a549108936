import {
  API,
  apiPath,
  CHAT_TIMINGS,
  type ChatAttachment,
  type ChatConversationCreate,
  type ChatHistory,
  type ChatMessage,
  chatConversationResponseSchema,
  chatHistoryResponseSchema,
  chatMessageResponseSchema,
  chatPeopleResponseSchema,
  chatPresenceListResponseSchema,
  chatPresenceResponseSchema,
  chatReadResponseSchema,
  chatSearchResponseSchema,
  type ItemRef,
  okResponseSchema,
} from '@keeling/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useRef } from 'react';
import { chatKeys, conversationsQuery } from '../../../lib/chat-queries';
import { deleteJson, getJson, patchJson, postJson, putJson } from '../../../lib/http';

export { chatKeys };

export function useConversations() {
  return useQuery(conversationsQuery());
}

/** The history, page by page from the newest (keyset: `before` the oldest held). */
export function useHistory(id: string | undefined) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chatKeys.history(id ?? ''),
      queryFn: ({ signal, pageParam }): Promise<ChatHistory> =>
        getJson(
          `${apiPath(API.chat.messages, { id: id ?? '' })}${pageParam ? `?before=${pageParam}` : ''}`,
          chatHistoryResponseSchema,
          { signal },
        ),
      initialPageParam: 0,
      getNextPageParam: (last) => last.nextBefore ?? undefined,
      enabled: id !== undefined,
    }),
  );
}

/** Every message held of a conversation, oldest first, each once. */
export function messagesOf(data: InfiniteData<ChatHistory> | undefined): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const page of [...(data?.pages ?? [])].reverse())
    for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** Full-text search of the caller's conversations (from two characters). */
export function useSearchMessages(q: string) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.search(q),
      queryFn: ({ signal }) =>
        getJson(`${API.chat.search}?q=${encodeURIComponent(q)}`, chatSearchResponseSchema, {
          signal,
        }),
      enabled: q.length >= 2,
    }),
  );
}

export function usePeople(q: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.people(q),
      queryFn: ({ signal }) =>
        getJson(
          `${API.chat.people}${q ? `?q=${encodeURIComponent(q)}` : ''}`,
          chatPeopleResponseSchema,
          { signal },
        ),
      enabled,
    }),
  );
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatConversationCreate) =>
      postJson(API.chat.conversations, body, chatConversationResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

export interface SendInput {
  clientId: string;
  body: string;
  replyToId?: string | null;
  attachments?: Pick<ChatAttachment, 'url' | 'name'>[];
  item?: ItemRef | null;
}

/** Sends with the client's own id: a retry of a send that may have arrived makes one message. */
export function useSendMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) =>
      postJson(
        apiPath(API.chat.messages, { id: conversationId }),
        input,
        chatMessageResponseSchema,
      ),
    retry: 2,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.history(conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}

export function useEditMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; version: number; body: string }) =>
      patchJson(apiPath(API.chat.message, { id }), body, chatMessageResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.history(conversationId) }),
  });
}

export function useDeleteMessage(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      deleteJson(apiPath(API.chat.message, { id }), chatMessageResponseSchema),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.history(conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}

/** Moves the read position forward; the list's unread counts follow. */
export function useMarkRead(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) =>
      postJson(apiPath(API.chat.read, { id: conversationId }), { seq }, chatReadResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}

/** A group's admins rename it, add and remove members; anyone leaves (their own id). */
export function useGroupChanges(conversationId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });
  return {
    rename: useMutation({
      mutationFn: (name: string) =>
        patchJson(
          apiPath(API.chat.conversation, { id: conversationId }),
          { name },
          chatConversationResponseSchema,
        ),
      onSettled: refresh,
    }),
    add: useMutation({
      mutationFn: (userIds: string[]) =>
        postJson(
          apiPath(API.chat.members, { id: conversationId }),
          { userIds },
          chatConversationResponseSchema,
        ),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (userId: string) =>
        deleteJson(apiPath(API.chat.member, { id: conversationId, userId }), okResponseSchema),
      onSettled: refresh,
    }),
  };
}

/**
 * Online, away, busy or offline of the people of one's conversations: refetched on a presence
 * signal, and every CHAT_TIMINGS.presenceEveryMs (someone silent too long turns offline with no
 * signal).
 */
export function usePresence() {
  return useQuery(
    queryOptions({
      queryKey: chatKeys.presence(),
      queryFn: ({ signal }) =>
        getJson(API.chat.presence, chatPresenceListResponseSchema, { signal }),
      refetchInterval: CHAT_TIMINGS.presenceEveryMs,
    }),
  );
}

/** Sets or clears one's busy status by hand (the tab is in use: active). */
export function useSetBusy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (busy: boolean) =>
      putJson(API.chat.presence, { state: 'active', busy }, chatPresenceResponseSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.presence() }),
  });
}

/**
 * Tells the other members that one is typing, at most once every CHAT_TIMINGS.typingEveryMs
 * (a signal, never stored; a refused one is simply not shown).
 */
export function useTypingSignal(conversationId: string): () => void {
  const last = useRef(0);
  return () => {
    const now = Date.now();
    if (now - last.current < CHAT_TIMINGS.typingEveryMs) return;
    last.current = now;
    void postJson(apiPath(API.chat.typing, { id: conversationId }), {}, okResponseSchema).catch(
      () => undefined,
    );
  };
}
