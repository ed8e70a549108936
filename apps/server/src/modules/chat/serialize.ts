import { API, type ChatMessage, type ChatPerson } from '@keeling/contract';
import type { ChatMessageRow } from '../../db/schema';
import { isImageName } from '../uploads/service';

export const personName = (p: {
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
}) => p.displayName.trim() || `${p.firstName} ${p.lastName}`.trim() || p.email;

export const toPerson = (p: {
  id: string;
  displayName: string;
  firstName: string;
  lastName: string;
  email: string;
  photoUrl: string | null;
}): ChatPerson => ({ id: p.id, name: personName(p), photoUrl: p.photoUrl });

export const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  seq: row.seq,
  authorId: row.authorId,
  body: row.body,
  replyToId: row.replyToId,
  attachments: row.attachments.map(({ file, name }) => ({
    url: `${API.uploadedFiles}/${file}`,
    name,
    kind: isImageName(file) ? ('image' as const) : ('file' as const),
  })),
  item: row.item ?? null,
  clientId: row.clientId,
  createdAt: row.createdAt.toISOString(),
  editedAt: row.editedAt?.toISOString() ?? null,
  deletedAt: row.deletedAt?.toISOString() ?? null,
  version: row.version,
});
