import type { User } from '@keeling/contract';
import type { UserRow } from '../../db/schema';

/** The API view of a user: an explicit list of fields, so the password hash never leaves. */
export function toUser(row: UserRow): User {
  const displayName = row.displayName || `${row.firstName} ${row.lastName}`.trim() || row.email;
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName,
    photoURL: row.photoUrl,
    phoneNumber: row.phoneNumber,
    country: row.country,
    address: row.address,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    about: row.about,
    role: row.role,
    status: row.status,
    isPublic: row.isPublic,
    isVerified: row.isVerified,
    createdAt: row.createdAt.toISOString(),
  };
}
