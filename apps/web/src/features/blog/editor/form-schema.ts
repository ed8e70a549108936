import { type Article, type ArticleFormValues, articleFormSchema } from '@keeling/contract';
import { contractResolver } from '../../../lib/contract-resolver';
import { pick } from '../../../lib/pick';

export type { ArticleFormValues };

/**
 * The editor validates with the contract's own article rules, as the server does; each field's
 * issue is said by issueMessage (lib/error-message.ts), as in every form.
 */
export const articleFormResolver = contractResolver(articleFormSchema);

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

/** What the form edits of an article: the form schema's fields. */
export const ARTICLE_FORM_FIELDS = Object.keys(
  articleFormSchema.shape,
) as (keyof ArticleFormValues)[];

export function formValuesOf(article: Article): ArticleFormValues {
  return pick(article, ARTICLE_FORM_FIELDS);
}
