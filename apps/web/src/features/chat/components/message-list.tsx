import type { ChatConversation, ChatMessage } from '@keeling/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../locales/use-translation';
import { previewKey } from '../utils/preview-key';
import { MessageItem } from './message-item';

/** A message's height before it is measured (one line of text, its caption and buttons). */
const ESTIMATED_HEIGHT = 72;

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
  onReply: (message: ChatMessage) => void;
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
    estimateSize: () => ESTIMATED_HEIGHT,
    getItemKey: (index) => messages[index]?.id ?? index,
    overscan: 8,
    anchorTo: 'end',
    followOnAppend: true,
    // open at the newest message: the first range drawn is the end's (an offset of 0 would draw
    // the top of the page and load the older one at once)
    initialOffset: () => messages.length * ESTIMATED_HEIGHT,
  });
  // then exactly at the end, once the drawn messages' heights replace the estimate
  const placed = useRef(false);
  useLayoutEffect(() => {
    if (placed.current || messages.length === 0) return;
    placed.current = true;
    virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index;
  const lastVisible = items.at(-1)?.index;

  useEffect(() => {
    if (first === 0 && hasOlder && !loadingOlder) onLoadOlder();
  }, [first, hasOlder, loadingOlder, onLoadOlder]);

  // the newest message on screen is read, once the tab is in sight (now, or when it comes back)
  useEffect(() => {
    const seen = lastVisible === undefined ? undefined : messages[lastVisible];
    if (!seen) return;
    const mark = () => {
      if (document.visibilityState === 'visible') onSeen(seen.seq);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [lastVisible, messages, onSeen]);

  // new messages while reading older ones: a button jumps to them (the list follows only at its end)
  const [unseenFrom, setUnseenFrom] = useState<number | null>(null);
  const newest = messages.at(-1)?.seq ?? 0;
  const previousNewest = useRef(newest);
  useEffect(() => {
    const atEnd = lastVisible === undefined || lastVisible >= messages.length - 2;
    if (newest > previousNewest.current && !atEnd)
      setUnseenFrom((current) => current ?? previousNewest.current + 1);
    if (atEnd) setUnseenFrom(null);
    previousNewest.current = newest;
  }, [newest, lastVisible, messages.length]);

  const names = new Map(conversation.members.map((m) => [m.id, m.name]));
  const byId = new Map(messages.map((m) => [m.id, m]));
  const nameOf = (authorId: string | null) =>
    (authorId && names.get(authorId)) || t('message.formerMember');
  const other =
    conversation.kind === 'direct' ? conversation.members.find((m) => m.id !== myId) : undefined;
  const lastMine = [...messages].reverse().find((m) => m.authorId === myId);

  function quoteOf(id: string | null) {
    const answered = id ? byId.get(id) : undefined;
    if (!answered) return { author: null, body: null };
    return {
      author: answered.authorId === myId ? t('message.you') : nameOf(answered.authorId),
      body: answered.deletedAt ? t('message.deleted') : answered.body || t(previewKey(answered)),
    };
  }

  return (
    <Box
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
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
                  authorName={nameOf(message.authorId)}
                  quotedAuthor={quoteOf(message.replyToId).author}
                  quotedBody={quoteOf(message.replyToId).body}
                  mine={mine}
                  readByOther={
                    mine && message.id === lastMine?.id && (other?.readSeq ?? 0) >= message.seq
                  }
                  editing={props.editingId === message.id}
                  canModerate={props.canModerate}
                  onEditStart={props.onEditStart}
                  onEditEnd={props.onEditEnd}
                  onDelete={props.onDelete}
                  onReply={props.onReply}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      {unseenFrom !== null && (
        <Button
          variant="contained"
          size="small"
          onClick={() => {
            virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
            setUnseenFrom(null);
          }}
          sx={{
            position: 'absolute',
            bottom: 12,
            insetInlineStart: '50%',
            transform: 'translateX(-50%)',
          }}
        >
          {t('history.newMessages')}
        </Button>
      )}
    </Box>
  );
}
