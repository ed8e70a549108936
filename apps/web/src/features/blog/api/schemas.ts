/**
 * The blog's response schemas (and zod), imported when a request is sent: they load in
 * parallel with the request, so the blog list's first load carries no zod.
 */
export const blogSchemas = () => import('@keeling/contract/blog');
