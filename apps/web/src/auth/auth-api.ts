import type { LoginBody, RegisterBody, User } from '@keeling/contract';
import { API } from '@keeling/contract/constants';
import { getJson, postJson } from '../lib/http';

export interface Session {
  token: string;
  user: User;
}

/** The response schemas (and zod) load with the first auth call, in parallel with the request. */
const schemas = () => import('@keeling/contract/auth');

export async function loginRequest(body: LoginBody): Promise<Session> {
  const schema = schemas().then((module) => module.loginResponseSchema);
  const { data } = await postJson(API.auth.login, body, schema);
  return { token: data.token, user: data.user };
}

export async function registerRequest(body: RegisterBody): Promise<Session> {
  const schema = schemas().then((module) => module.registerResponseSchema);
  const { accessToken, user } = await postJson(API.auth.register, body, schema);
  return { token: accessToken, user };
}

/**
 * Uses the token already set on the http wrapper. Checked without zod (`user-check`, loaded with
 * the request, not in the entry): every signed-in load sends it, and none of them should wait
 * for zod.
 */
export async function meRequest(signal?: AbortSignal): Promise<User> {
  const { user } = await getJson(API.auth.me, meCheck(), { signal });
  return user;
}

const meCheck = () =>
  import('@keeling/contract/user-check').then((module) => module.meResponseCheck);
