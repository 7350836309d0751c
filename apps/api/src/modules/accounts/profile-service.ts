import {
  accountMessages,
  brandNameMessage,
  fullNameClaimsToBeOja,
  productMessages,
  type ThemePreference,
  type UpdateProfileRequest,
  type UserProfile,
} from '@oja/contracts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { findOwnUpload } from '../uploads/index.ts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { toProfile } from './profile-mapper.ts';
import { type UserChanges, userRepository } from './user-repository.ts';
import { violatedUnique } from '../../lib/db/unique-violation.ts';

/** Remembers the user's colour theme on the server, so it follows them to every device. */
export async function setTheme(ctx: AccountsContext, userId: string, theme: ThemePreference) {
  const user = await userRepository.setTheme(ctx.db, userId, theme);
  if (!user) throw notFound('User');
  return toProfile(user);
}

export async function getProfile(ctx: AccountsContext, userId: string): Promise<UserProfile> {
  const user = await userRepository.findById(ctx.db, userId);
  if (!user) throw notFound('User');
  return toProfile(user);
}

/**
 * The profile picture is one of the user's own image uploads (stored by its secure_url), or nothing.
 * Another user's upload, a missing one, or any other URL is refused exactly alike.
 */
async function ownProfileImage(ctx: AccountsContext, userId: string, ref: string | null) {
  if (!ref) return null;
  const upload = await findOwnUpload(ctx.db, userId, ref);
  if (upload?.kind !== 'image') {
    throw badRequest(productMessages.imageNotYours, [
      { path: 'body.image', message: productMessages.imageNotYours },
    ]);
  }
  return upload.secureUrl;
}

/**
 * Applies the editable fields only. Role, stage, level, verification fields, email, business type and
 * bank never reach this function: the request schema drops them. A new phone number must be verified again.
 * With `version` (If-Match) the edit applies only to that version of the profile (decision 019).
 */
export async function updateProfile(
  ctx: AccountsContext,
  userId: string,
  input: UpdateProfileRequest,
  version?: number,
): Promise<UserProfile> {
  const current = await userRepository.findById(ctx.db, userId);
  if (!current) throw notFound('User');
  const { location, phone, image, ...rest } = input;
  const changes: UserChanges = { ...rest };
  if (image !== undefined) changes.image = await ownProfileImage(ctx, userId, image);
  if (location && location.address !== undefined) changes.locationAddress = location.address;
  if (phone !== undefined) {
    changes.phone = normalizePhone(phone);
    if (changes.phone !== current.phone) changes.isPhoneVerified = false;
  }
  // The name buyers see is the stored one with this edit applied: judged whole, so that "Oja" and then
  // "Security Team" in two edits cannot build what one edit may not.
  if (
    (changes.firstName !== undefined || changes.lastName !== undefined) &&
    fullNameClaimsToBeOja(changes.firstName ?? current.firstName, changes.lastName ?? current.lastName)
  ) {
    const path = changes.lastName !== undefined ? 'body.lastName' : 'body.firstName';
    throw badRequest(brandNameMessage, [{ path, message: brandNameMessage }]);
  }
  if (changes.username && (await userRepository.usernameTaken(ctx.db, changes.username, userId))) {
    throw conflict(accountMessages.usernameTaken);
  }
  try {
    const updated = await userRepository.update(ctx.db, userId, changes, version);
    if (!updated) throw notFound('User');
    return toProfile(updated);
  } catch (error) {
    if (violatedUnique(error)?.includes('username')) throw conflict(accountMessages.usernameTaken);
    throw error;
  }
}
