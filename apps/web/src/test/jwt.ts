/** Builds an unsigned JWT-shaped token for tests (the client never verifies signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

export const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;
