import { KANBAN_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const KANBAN_MESSAGES = {
  boardNotFound: 'Board not found',
  columnNotFound: 'Column not found',
  cardNotFound: 'Card not found',
  versionConflict: 'Changed by someone else since it was read: the answer holds it as it is now',
  otherBoard: 'Cards and columns move only within their board',
  unknownAssignee: 'An assignee is not an active user',
  noColumn: 'The board has no column to put the card back in',
  unknownLabel: 'A label is not one of the board’s labels',
  unknownLink: 'A linked item does not exist or is not yours to see',
} as const;

export const boardNotFound = () =>
  new AppError(404, CODES.boardNotFound, KANBAN_MESSAGES.boardNotFound);
export const columnNotFound = () =>
  new AppError(404, CODES.columnNotFound, KANBAN_MESSAGES.columnNotFound);
export const cardNotFound = () =>
  new AppError(404, CODES.cardNotFound, KANBAN_MESSAGES.cardNotFound);
export const otherBoard = () => new AppError(400, CODES.otherBoard, KANBAN_MESSAGES.otherBoard);
export const unknownAssignee = () =>
  new AppError(400, CODES.unknownAssignee, KANBAN_MESSAGES.unknownAssignee);

/** 409 with what is current: `{ board }`, `{ column }` or `{ card }`. */
export const versionConflict = (current: Record<string, unknown>) =>
  new AppError(409, CODES.versionConflict, KANBAN_MESSAGES.versionConflict, current);
export const unknownLabel = () =>
  new AppError(400, CODES.unknownLabel, KANBAN_MESSAGES.unknownLabel);
export const unknownLink = () => new AppError(400, CODES.unknownLink, KANBAN_MESSAGES.unknownLink);
export const noColumn = () => new AppError(400, CODES.noColumn, KANBAN_MESSAGES.noColumn);
