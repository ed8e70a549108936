import { type Article, articleUpsertBodySchema } from '@keeling/contract';
import { z } from 'zod';

const field = articleUpsertBodySchema.shape;

/**
 * The editor's form: the server's upsert body without id/version (kept beside the form) and
 * without defaults, so the form's input and output types are one.
 */
export const articleFormSchema = z.object({
  title: field.title,
  slug: field.slug.unwrap(),
  description: field.description.unwrap(),
  content: field.content.unwrap(),
  coverUrl: field.coverUrl.unwrap(),
  tags: field.tags.unwrap(),
  status: field.status.unwrap(),
  metaTitle: field.metaTitle.unwrap(),
  metaDescription: field.metaDescription.unwrap(),
  metaKeywords: field.metaKeywords.unwrap(),
});
export type ArticleFormValues = z.infer<typeof articleFormSchema>;

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

export function formValuesOf(article: Article): ArticleFormValues {
  return {
    title: article.title,
    slug: article.slug,
    description: article.description,
    content: article.content,
    coverUrl: article.coverUrl,
    tags: article.tags,
    status: article.status,
    metaTitle: article.metaTitle,
    metaDescription: article.metaDescription,
    metaKeywords: article.metaKeywords,
  };
}
