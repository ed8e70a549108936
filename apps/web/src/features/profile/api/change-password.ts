import { API } from '@keeling/contract';
import { freshTokenResponseSchema, type PasswordChangeBody } from '@keeling/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { useAuthContext } from '../../../auth/auth-context';
import { postJson } from '../../../lib/http';

/** POST /api/account/password: every other session ends; this one gets a fresh token. */
export async function changePassword(body: PasswordChangeBody): Promise<string> {
  const { accessToken } = await postJson(API.account.password, body, freshTokenResponseSchema);
  return accessToken;
}

/** Changes the password and carries the session on with the fresh token, as a sign-in does. */
export function useChangePassword() {
  const { renewSession } = useAuthContext();
  return useMutation({ mutationFn: changePassword, onSuccess: (token) => renewSession(token) });
}
