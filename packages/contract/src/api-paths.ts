/** Every API path, shared by the server routes, the web client and the tests. */
export const API = {
  health: '/api/health',
  docs: '/api/docs',
  auth: {
    login: '/api/auth/login',
    register: '/api/auth/register',
    me: '/api/auth/me',
  },
  account: {
    settings: '/api/account/settings',
  },
} as const;
