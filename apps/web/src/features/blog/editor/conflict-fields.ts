import type { Article } from '@keeling/contract';
import { ARTICLE_FORM_FIELDS, type ArticleFormValues, formValuesOf } from './form-schema';

export type ArticleField = keyof ArticleFormValues;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Every field the form edits where the two versions differ, in the form's order (title first):
 * what a conflict dialog shows, so a change to the description, tags, cover or status is seen.
 */
export function conflictFields(mine: ArticleFormValues, theirs: Article): ArticleField[] {
  const server = formValuesOf(theirs);
  return ARTICLE_FORM_FIELDS.filter((field) => !same(mine[field], server[field]));
}
