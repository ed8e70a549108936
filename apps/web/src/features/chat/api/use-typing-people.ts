import {
  CHAT_EVENT_KINDS,
  CHAT_TIMINGS,
  type ChatMessage,
  chatTopicConversation,
} from '@keeling/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveChanges } from '../../../lib/live-events';

/**
 * Who is typing in a conversation (their ids, in the order they started): each typing signal
 * shows its sender for CHAT_TIMINGS.typingShowMs, and a message from them ends it at once.
 */
export function useTypingPeople(conversationId: string, messages: ChatMessage[]): string[] {
  const [typing, setTyping] = useState<string[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const stop = useCallback((userId: string) => {
    clearTimeout(timers.current.get(userId));
    timers.current.delete(userId);
    setTyping((current) =>
      current.includes(userId) ? current.filter((id) => id !== userId) : current,
    );
  }, []);

  useLiveChanges({
    onChange: () => {},
    onReset: () => {},
    onSignal: (signal) => {
      if (signal.kind !== CHAT_EVENT_KINDS.typing) return;
      if (chatTopicConversation(signal.topic) !== conversationId) return;
      const userId = signal.entityId;
      clearTimeout(timers.current.get(userId));
      timers.current.set(
        userId,
        setTimeout(() => stop(userId), CHAT_TIMINGS.typingShowMs),
      );
      setTyping((current) => (current.includes(userId) ? current : [...current, userId]));
    },
  });

  const newest = messages.at(-1);
  const newestId = newest?.id;
  const newestAuthor = newest?.authorId;
  useEffect(() => {
    if (newestId && newestAuthor) stop(newestAuthor);
  }, [newestId, newestAuthor, stop]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return typing;
}
