// Zod-free checks of API answers (`user-check.ts`, `article-check.ts`): the web app's first
// loads check `/api/auth/me`, the blog list and an article with them instead of loading zod
// (22 KiB gzip, ≈ 0.2 s of set-up on a slow phone). Like zod they drop unknown keys; each check's
// tests compare it with its zod schema field by field.

/** The result shape of zod's `safeParse`, so callers can take either. */
export type CheckResult<T> = { success: true; data: T } | { success: false; error: string };

/** Reads one value or throws the path of what is wrong. */
export type Reader<T> = (value: unknown, path: string) => T;

class CheckError extends Error {}
const fail = (path: string, expected: string): never => {
  throw new CheckError(`${path}: expected ${expected}`);
};

export const string: Reader<string> = (v, path) =>
  typeof v === 'string' ? v : fail(path, 'a string');
export const boolean: Reader<boolean> = (v, path) =>
  typeof v === 'boolean' ? v : fail(path, 'a boolean');
// zod's .int() takes safe integers only.
export const int: Reader<number> = (v, path) =>
  Number.isSafeInteger(v) ? (v as number) : fail(path, 'an integer');
export const number: Reader<number> = (v, path) =>
  typeof v === 'number' && Number.isFinite(v) ? v : fail(path, 'a number');
export const optional =
  <T>(read: Reader<T>): Reader<T | undefined> =>
  (v, path) =>
    v === undefined ? undefined : read(v, path);
export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v, path) =>
    v === null ? null : read(v, path);
export const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (v, path) =>
    Array.isArray(v) ? v.map((item, i) => read(item, `${path}[${i}]`)) : fail(path, 'an array');
export const oneOf =
  <T>(choices: readonly T[]): Reader<T> =>
  (v, path) =>
    choices.includes(v as T) ? (v as T) : fail(path, choices.join(' | '));

export type Shape = Record<string, Reader<unknown>>;
type Out<S extends Shape> = { [K in keyof S]: ReturnType<S[K]> };
export const object =
  <S extends Shape>(shape: S): Reader<Out<S>> =>
  (v, path) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(path, 'an object');
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape))
      out[key] = read((v as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
    return out as Out<S>;
  };

/** `{ safeParse }` over a reader: what `lib/http` takes in place of a zod schema. */
export function checker<T>(read: Reader<unknown>) {
  return {
    safeParse(value: unknown): CheckResult<T> {
      try {
        return { success: true, data: read(value, '') as T };
      } catch (error) {
        if (error instanceof CheckError) return { success: false, error: error.message };
        throw error;
      }
    },
  };
}
