import { lazy } from 'react';
import { retryImport } from '../../../lib/retry-import';

/**
 * What the board loads after its first paint (issue 31's 250 KiB route budget): the filters
 * (MUI's Autocomplete and Popper), the choice of board (MUI's Select) and drag and drop (dnd-kit,
 * for those who may move cards) once the board is drawn; the menus and each dialog (its form
 * library, pickers and editor) when they first open.
 */
export const BoardSelect = lazy(() =>
  retryImport(() => import('./board-select')).then((module) => ({ default: module.BoardSelect })),
);
export const ActionMenu = lazy(() =>
  retryImport(() => import('./action-menu')).then((module) => ({ default: module.ActionMenu })),
);
export const FilterBar = lazy(() =>
  retryImport(() => import('./filter-bar')).then((module) => ({ default: module.FilterBar })),
);
export const BoardDnd = lazy(() =>
  retryImport(() => import('./board-dnd')).then((module) => ({ default: module.BoardDnd })),
);
export const CardDialog = lazy(() =>
  retryImport(() => import('./card-dialog')).then((module) => ({ default: module.CardDialog })),
);
export const CommentsDialog = lazy(() =>
  retryImport(() => import('./comments-dialog')).then((module) => ({
    default: module.CommentsDialog,
  })),
);
export const ArchivedDialog = lazy(() =>
  retryImport(() => import('./archived-dialog')).then((module) => ({
    default: module.ArchivedDialog,
  })),
);
export const BoardDialog = lazy(() =>
  retryImport(() => import('./board-dialog')).then((module) => ({ default: module.BoardDialog })),
);
export const NameDialog = lazy(() =>
  retryImport(() => import('./name-dialog')).then((module) => ({ default: module.NameDialog })),
);
export const DeleteColumnDialog = lazy(() =>
  retryImport(() => import('./delete-column-dialog')).then((module) => ({
    default: module.DeleteColumnDialog,
  })),
);
