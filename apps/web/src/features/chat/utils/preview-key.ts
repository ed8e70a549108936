import type { ChatMessage } from '@keeling/contract';

/** What a message with no text is called in a preview or a quote: its image, file or item. */
export const previewKey = (message: Pick<ChatMessage, 'attachments' | 'item'>) => {
  const first = message.attachments[0];
  if (!first) return message.item ? 'list.item' : 'list.image';
  return first.kind === 'file' ? 'list.file' : 'list.image';
};
