/** Every API path, shared by the server routes, the web client and the tests. */
export const API = {
  health: '/api/health',
  docs: '/api/docs',
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    me: '/api/auth/me',
  },
  blog: {
    articles: '/api/blog/articles',
    article: '/api/blog/article',
    upsert: '/api/blog/update_insert_article',
    bulk: '/api/blog/articles/bulk',
    revisions: '/api/blog/article/revisions',
    restore: '/api/blog/article/revisions/restore',
  },
  uploads: '/api/uploads',
  /** Public files: GET /uploads/<name>. */
  uploadedFiles: '/uploads',
  account: {
    settings: '/api/account/settings',
  },
} as const;
