import type { AppDeps } from '../../deps';
import { sealField } from '../../db/encrypted-fields';
import { users } from '../../db/schema';

/** The profile's personal text (phone and bio) sealed for its row, as it is stored. */
export function sealProfile<T extends { phone: string; bio: string }>(
  deps: AppDeps,
  userId: string,
  values: T,
): T {
  return {
    ...values,
    phone: sealField(deps.encryption, users.phone, userId, values.phone),
    bio: sealField(deps.encryption, users.bio, userId, values.bio),
  };
}
