import { CHAT_LIMITS, CHAT_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const CHAT_MESSAGES = {
  conversationNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  notGroupAdmin: "Only the group's admins may do this",
  notAuthor: 'Only its author may change this message',
  unknownPerson: 'A person named is not an active member of the team',
  membersFixed: 'A direct conversation keeps its two people, and a group keeps an admin',
  emptyMessage: 'A message needs text, an attachment or a linked item',
  unknownItem: 'The linked item does not exist or is not visible to you',
  unknownAttachment: 'An attachment is not an uploaded file',
  otherConversation: 'A reply must answer a message of the same conversation',
  versionConflict: 'Changed since it was read: the answer holds it as it is now',
  clientIdReused: 'This client id was used for another message',
  tooManyMessages: `At most ${CHAT_LIMITS.sendsPerMinute} messages a minute: wait a moment`,
  tooManySignals: 'Too many typing signals or presence reports: wait a moment',
} as const;

type Key = keyof typeof CHAT_MESSAGES;
const error = (status: number, key: Key) => () =>
  new AppError(status, CODES[key], CHAT_MESSAGES[key]);

export const conversationNotFound = error(404, 'conversationNotFound');
export const messageNotFound = error(404, 'messageNotFound');
export const notGroupAdmin = error(403, 'notGroupAdmin');
export const notAuthor = error(403, 'notAuthor');
export const unknownPerson = error(400, 'unknownPerson');
export const membersFixed = error(409, 'membersFixed');
export const emptyMessage = error(400, 'emptyMessage');
export const unknownAttachment = error(400, 'unknownAttachment');
export const unknownItem = error(400, 'unknownItem');
export const otherConversation = error(400, 'otherConversation');
export const clientIdReused = error(409, 'clientIdReused');

/** 409 with the message as it is now. */
export const versionConflict = (current: unknown) =>
  new AppError(409, CODES.versionConflict, CHAT_MESSAGES.versionConflict, { current });

export const tooManyMessages = (retryAfterSeconds: number) =>
  new AppError(
    429,
    CODES.tooManyMessages,
    CHAT_MESSAGES.tooManyMessages,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );

export const tooManySignals = (retryAfterSeconds: number) =>
  new AppError(
    429,
    CODES.tooManySignals,
    CHAT_MESSAGES.tooManySignals,
    {},
    { 'retry-after': String(retryAfterSeconds) },
  );
