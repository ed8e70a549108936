import { describe, expect, it } from 'vitest';
import { meResponseSchema, userSchema } from './auth';
import {
  meResponseCheck,
  USER_BOOLEAN_FIELDS,
  USER_CHOICE_FIELDS,
  USER_NULLABLE_STRING_FIELDS,
  USER_STRING_FIELDS,
} from './user-check';

const user = {
  id: 'u1',
  email: 'demo@keeling.dev',
  firstName: 'Demo',
  lastName: 'User',
  displayName: 'Demo User',
  photoURL: null,
  phoneNumber: '+33 1 23 45 67 89',
  country: 'France',
  address: null,
  state: null,
  city: 'Paris',
  zipCode: null,
  about: 'About me',
  role: 'admin',
  status: 'active',
  isPublic: true,
  isVerified: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Every field replaced by values of other types (and removed), one at a time. */
function variants(): unknown[] {
  const values = [undefined, null, '', 'x', 0, 1, true, false, [], {}, 'admin', 'banned'];
  const out: unknown[] = [null, 'user', [], {}, { user: null }, { user: [] }];
  for (const field of Object.keys(user)) {
    for (const value of values) out.push({ user: { ...user, [field]: value } });
    const { [field as keyof typeof user]: _removed, ...rest } = user;
    out.push({ user: rest });
  }
  out.push({ user }, { user: { ...user, extra: 1, passwordHash: 'x' } }, { user, extra: true });
  return out;
}

describe('meResponseCheck (zod-free)', () => {
  it('covers every field of userSchema, with the same choices', () => {
    const fields = [
      ...USER_STRING_FIELDS,
      ...USER_NULLABLE_STRING_FIELDS,
      ...USER_BOOLEAN_FIELDS,
      ...Object.keys(USER_CHOICE_FIELDS),
    ];
    expect(fields.sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(USER_CHOICE_FIELDS.role).toEqual(userSchema.shape.role.options);
    expect(USER_CHOICE_FIELDS.status).toEqual(userSchema.shape.status.options);
  });

  it('accepts and rejects what meResponseSchema does, and returns the same data', () => {
    for (const body of variants()) {
      const expected = meResponseSchema.safeParse(body);
      const actual = meResponseCheck.safeParse(body);
      expect(actual.success, JSON.stringify(body)).toBe(expected.success);
      if (actual.success && expected.success) expect(actual.data).toEqual(expected.data);
    }
  });
});
