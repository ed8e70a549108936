import { API, chatConversationListResponseSchema } from '@keeling/contract';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from './http';

/**
 * The chat's query keys, and the caller's conversations with their unread counts: one query the
 * chat page and the navigation's unread badge share (a live event refreshes both).
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  history: (id: string) => [...chatKeys.all, 'history', id] as const,
  people: (q: string) => [...chatKeys.all, 'people', q] as const,
  search: (q: string) => [...chatKeys.all, 'search', q] as const,
  presence: () => [...chatKeys.all, 'presence'] as const,
};

export const conversationsQuery = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) =>
      getJson(API.chat.conversations, chatConversationListResponseSchema, { signal }),
  });

/** The badge's text (SPEC §9): 99+ past 99. */
export const unreadLabel = (count: number) => (count > 99 ? '99+' : String(count));
