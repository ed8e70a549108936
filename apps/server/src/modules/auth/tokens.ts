import { jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns null for any invalid, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
}

const ALG = 'HS256';

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),

    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.tv)) return null;
        return { userId: payload.sub, tokenVersion: payload.tv as number };
      } catch {
        return null;
      }
    },
  };
}
