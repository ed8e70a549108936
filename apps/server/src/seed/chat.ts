import { randomBytes } from 'node:crypto';
import { chatMessageCreateSchema } from '@keeling/contract';
import type { DbAndCache } from '../db/client';
import type { createAuthService } from '../modules/auth/service';
import { createChatService } from '../modules/chat/service';
import { createEventWriter } from '../modules/events/service';
import { createItemsService } from '../modules/items/service';
import { createUploadsService, type UploadsServiceDeps } from '../modules/uploads/service';

/** The demo colleague the admin talks with (no password anyone knows: she cannot sign in). */
export const DEMO_COLLEAGUE = {
  email: 'lena.ortiz@keeling.example',
  firstName: 'Lena',
  lastName: 'Ortiz',
};

/** The demo direct conversation, oldest first: who writes (admin or colleague) and what. */
export const DEMO_CHAT: { from: 'admin' | 'colleague'; body: string }[] = [
  { from: 'colleague', body: 'The tower logged through the storm: no gap in the flux data.' },
  { from: 'admin', body: 'Great news. Is the March series ready for the chart?' },
  {
    from: 'colleague',
    body: 'Cleaned up this morning. The NOAA comparison is at https://gml.noaa.gov/ccgg/trends/',
  },
];

/**
 * Seeds a colleague and one direct conversation with the demo admin through the chat service;
 * the last message is unread by the admin, so the chat shows a badge on a fresh demo.
 */
export async function seedChat(
  data: DbAndCache,
  auth: ReturnType<typeof createAuthService>,
  admin: { id: string },
  uploadOptions: UploadsServiceDeps,
): Promise<void> {
  const colleague = await auth.createUser({
    ...DEMO_COLLEAGUE,
    password: randomBytes(24).toString('base64url'),
    role: 'editor',
    isVerified: true,
  });
  const chat = createChatService({
    db: data.db,
    events: createEventWriter(data.db),
    uploads: createUploadsService(uploadOptions),
    items: createItemsService({ db: data.db }),
  });
  const conversation = await chat.create(admin, { kind: 'direct', userId: colleague.id });
  for (const [index, line] of DEMO_CHAT.entries()) {
    const author = line.from === 'admin' ? admin : colleague;
    const body = chatMessageCreateSchema.parse({ clientId: `demo-chat-${index}`, body: line.body });
    await chat.send(author, conversation.id, body);
  }
}
