import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface TokenClaims {
  userId: string;
  tokenVersion: number;
}

/** A token's check: its claims, or why it is refused (`expired`: ours, signature good, past exp). */
export type TokenCheck = { claims: TokenClaims } | { refused: 'expired' | 'invalid' };

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns null for any invalid, expired or foreign token. */
  verify(token: string): Promise<TokenClaims | null>;
  /** As verify, saying whether a refused token is expired or invalid. */
  check(token: string): Promise<TokenCheck>;
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

  async function check(token: string): Promise<TokenCheck> {
    const known = verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return { claims: known.claims };
      verified.delete(token);
      return { refused: 'expired' };
    }
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: [ALG],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub', 'iat', 'jti'],
      });
      if (typeof payload.sub !== 'string' || !Number.isInteger(payload.tv)) {
        return { refused: 'invalid' };
      }
      const claims = { userId: payload.sub, tokenVersion: payload.tv as number };
      remember(token, { claims, expiresAtMs: (payload.exp as number) * 1000 });
      return { claims };
    } catch (error) {
      // jose checks the signature, then every other claim, and `exp` last: only a token of ours,
      // valid in every other way, is called expired.
      return { refused: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
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

    check,

    async verify(token) {
      const result = await check(token);
      return 'claims' in result ? result.claims : null;
    },
  };
}
