import { dictionary } from '@zxcvbn-ts/language-common';

let known: ReadonlySet<string> | undefined;

/**
 * The most common passwords of public breach lists (zxcvbn-ts's common dictionary, tens of
 * thousands of them), lower-cased; built on first use.
 */
function commonPasswords(): ReadonlySet<string> {
  known ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return known;
}

/** True for a password on the common list, whatever its case: `Password123` is refused too. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
