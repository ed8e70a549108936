import type { ChatConversation } from '@keeling/contract';

/** A group's name, or the other person of a direct conversation (or the caller, alone in it). */
export function conversationTitle(conversation: ChatConversation, myId: string | undefined) {
  if (conversation.kind === 'group') return conversation.name ?? '';
  const other = conversation.members.find((m) => m.id !== myId) ?? conversation.members[0];
  return other?.name ?? '';
}
