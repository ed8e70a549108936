import type { User } from '@keeling/contract';
import type { ProfileFormValues } from '@keeling/contract/profile';

/** The form's values for a user: an empty text where the record has none. */
export function profileFormValues(user: User): ProfileFormValues {
  return {
    displayName: user.displayName,
    firstName: user.firstName,
    lastName: user.lastName,
    photoURL: user.photoURL ?? '',
    phoneNumber: user.phoneNumber ?? '',
    country: user.country ?? '',
    address: user.address ?? '',
    state: user.state ?? '',
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
    about: user.about ?? '',
    isPublic: user.isPublic,
  };
}
