/** The signed-in user's own records. */
export const profileKeys = {
  profile: ['account', 'profile'] as const,
};
