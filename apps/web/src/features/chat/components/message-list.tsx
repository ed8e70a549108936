import type { ChatConversation, ChatMessage } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { MessageItem } from './message-item';

interface MessageListProps {
  conversation: ChatConversation;
  messages: ChatMessage[];
  myId: string | undefined;
  canModerate: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message shown on screen: the read position moves to it. */
  onSeen: (seq: number) => void;
  editingId: string | null;
  onEditStart: (message: ChatMessage) => void;
  onEditEnd: (message: ChatMessage, body: string | null) => void;
  onDelete: (message: ChatMessage) => void;
}

/**
 * The history as a virtualised list anchored at its end (@tanstack/react-virtual's chat mode):
 * it opens at the newest message, follows new ones while at the end, and keeps its place when
 * older pages load above (items keyed by message id). Reaching the top loads the older page.
 */
export function MessageList(props: MessageListProps) {
  const { conversation, messages, myId, hasOlder, loadingOlder, onLoadOlder, onSeen } = props;
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 72,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 8,
    anchorTo: 'end',
    followOnAppend: true,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const lastVisible = items.at(-1)?.index;

  useEffect(() => {
    if (first === 0 && hasOlder && !loadingOlder) onLoadOlder();
  }, [first, hasOlder, loadingOlder, onLoadOlder]);

  useEffect(() => {
    if (lastVisible === undefined) return;
    const seen = messages[lastVisible];
    if (seen && document.visibilityState === 'visible') onSeen(seen.seq);
  }, [lastVisible, messages, onSeen]);

  const names = new Map(conversation.members.map((m) => [m.id, m.name]));
  const other =
    conversation.kind === 'direct' ? conversation.members.find((m) => m.id !== myId) : undefined;
  const lastMine = [...messages].reverse().find((m) => m.authorId === myId);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-label={t('history.label')}
      tabIndex={0}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative' }}
    >
      {hasOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
          {loadingOlder ? (
            <CircularProgress size={20} aria-label={t('history.loading')} />
          ) : (
            <Button size="small" onClick={onLoadOlder}>
              {t('history.older')}
            </Button>
          )}
        </Box>
      )}
      <Box sx={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
        {items.map((item) => {
          const message = messages[item.index];
          if (!message) return null;
          const mine = message.authorId !== null && message.authorId === myId;
          return (
            <Box
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              data-testid="chat-message"
              sx={{ position: 'absolute', top: 0, insetInlineStart: 0, width: '100%' }}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <MessageItem
                message={message}
                authorName={
                  (message.authorId && names.get(message.authorId)) || t('message.formerMember')
                }
                mine={mine}
                readByOther={
                  mine && message.id === lastMine?.id && (other?.readSeq ?? 0) >= message.seq
                }
                editing={props.editingId === message.id}
                canModerate={props.canModerate}
                onEditStart={() => props.onEditStart(message)}
                onEditEnd={(body) => props.onEditEnd(message, body)}
                onDelete={() => props.onDelete(message)}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
