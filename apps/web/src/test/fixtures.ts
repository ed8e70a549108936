import type { User } from '@keeling/contract';

/** A user as /api/auth/me returns it. Test data only. */
export const testUser: User = {
  id: '7a0c3c1e-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  displayName: 'Ada Lovelace',
  photoURL: null,
  phoneNumber: null,
  country: null,
  address: null,
  state: null,
  city: null,
  zipCode: null,
  about: null,
  role: 'editor',
  status: 'active',
  isPublic: false,
  isVerified: true,
  createdAt: '2024-01-02T03:04:05.000Z',
};
