import { hash, verify } from '@node-rs/argon2';

/** argon2id (the @node-rs/argon2 default algorithm) with the library's default cost. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so unknown emails cannot be told apart by timing. */
export async function verifyDummyPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword('keeling-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
