import { zodResolver } from '@hookform/resolvers/zod';
import { articleUpsertBodySchema } from '@keeling/contract/blog';
import { z } from 'zod';

const field = articleUpsertBodySchema.shape;

/**
 * The editor's form: the server's upsert body without id/version (kept beside the form) and
 * without defaults, so the form's input and output types are one. Loaded with the first
 * validation (form-schema.ts), not with the form.
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

export const articleFormResolver = zodResolver(articleFormSchema);
