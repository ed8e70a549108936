import { type Article, BLOG_ERROR_CODES as CODES } from '@keeling/contract';
import { AppError } from '../../lib/app-error';

export const BLOG_MESSAGES = {
  articleNotFound: 'Article not found',
  revisionNotFound: 'Revision not found',
  versionConflict: 'The article was changed by someone else; reload it and apply your edits again',
  slugTaken: 'Another article already uses this slug',
  draftsForbidden: 'Only editors can see drafts',
} as const;

export const articleNotFound = () =>
  new AppError(404, CODES.articleNotFound, BLOG_MESSAGES.articleNotFound);

export const revisionNotFound = () =>
  new AppError(404, CODES.revisionNotFound, BLOG_MESSAGES.revisionNotFound);

/** 409 carrying the article as it is now. */
export const versionConflict = (article: Article) =>
  new AppError(409, CODES.versionConflict, BLOG_MESSAGES.versionConflict, { article });

export const slugTaken = () => new AppError(409, CODES.slugTaken, BLOG_MESSAGES.slugTaken);

export const draftsForbidden = () =>
  new AppError(403, CODES.draftsForbidden, BLOG_MESSAGES.draftsForbidden);
