import { randomUUID } from 'node:crypto';
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
/** Who issues the tokens and who accepts them: a token minted for another service is refused. */
export const TOKEN_ISSUER = 'keeling';
export const TOKEN_AUDIENCE = 'keeling-api';
/** Tokens whose signature was checked, kept until they expire (most recent ones). */
export const VERIFIED_TOKENS_CACHE_SIZE = 10_000;

interface Verified {
  claims: TokenClaims;
  expiresAtMs: number;
}

/**
 * Checking a signature costs ≈ 130 µs here (jose goes through WebCrypto), more than the rest of
 * an authenticated request, so tokens that verified are remembered (keyed by the whole token,
 * signature included) until their `exp`. Revocation does not depend on this: the token version
 * and status are checked against the user on every request (auth/service.ts).
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const verified = new Map<string, Verified>();

  function remember(token: string, entry: Verified) {
    if (verified.size >= VERIFIED_TOKENS_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, entry);
  }

  return {
    sign: ({ userId, tokenVersion }) =>
      new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        // A random id: two sign-ins in the same second get two different tokens.
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(secret),

    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAtMs) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub', 'iat', 'jti'],
        });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.tv)) return null;
        const claims = { userId: payload.sub, tokenVersion: payload.tv as number };
        remember(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
