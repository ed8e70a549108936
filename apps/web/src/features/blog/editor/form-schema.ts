import type { Article } from '@keeling/contract';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { pick } from '../../../lib/pick';
import type { articleFormSchema } from './form-validation';

export type ArticleFormValues = z.infer<typeof articleFormSchema>;

/**
 * The form's zod resolver, loaded with the first validation (a save, an autosave): zod and the
 * blog's schemas (≈ 0.2 s of set-up on a slow phone) stay out of the editor's opening.
 */
export const articleFormResolver: Resolver<ArticleFormValues> = async (values, context, options) =>
  (await import('./form-validation')).articleFormResolver(values, context, options);

export const EMPTY_ARTICLE: ArticleFormValues = {
  title: '',
  slug: '',
  description: '',
  content: '',
  coverUrl: null,
  tags: [],
  status: 'draft',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: [],
};

/**
 * What the form edits of an article (the upsert body's fields without id and version): the keys
 * of EMPTY_ARTICLE, whose type makes it list every field of the form, so the two cannot drift.
 */
export const ARTICLE_FORM_FIELDS = Object.keys(EMPTY_ARTICLE) as (keyof ArticleFormValues)[];

export function formValuesOf(article: Article): ArticleFormValues {
  return pick(article, ARTICLE_FORM_FIELDS);
}
