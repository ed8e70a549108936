/**
 * The blog's write and revision schemas (and zod), imported when such a request is sent: they
 * load in parallel with it. The two reads a first load makes (the list, an article) are checked
 * without zod (`@keeling/contract/article-check`), so the blog list and the article page carry
 * no zod.
 */
export const blogSchemas = () => import('@keeling/contract/blog');
