import {
  API,
  type LoginBody,
  loginResponseSchema,
  meResponseSchema,
  type RegisterBody,
  registerResponseSchema,
  type User,
} from '@keeling/contract';
import { getJson, postJson } from '../lib/http';

export interface Session {
  token: string;
  user: User;
  /** The account's first visit: a registration, or its first sign-in ever. */
  firstVisit: boolean;
}

export async function loginRequest(body: LoginBody): Promise<Session> {
  const { data } = await postJson(API.auth.login, body, loginResponseSchema);
  return { token: data.token, user: data.user, firstVisit: data.firstSignIn };
}

export async function registerRequest(body: RegisterBody): Promise<Session> {
  const { accessToken, user } = await postJson(API.auth.register, body, registerResponseSchema);
  return { token: accessToken, user, firstVisit: true };
}

/** The signed-in user of the token already set on the http wrapper. */
export async function meRequest(signal?: AbortSignal): Promise<User> {
  const { user } = await getJson(API.auth.me, meResponseSchema, { signal });
  return user;
}
