import {
  accountMessages,
  type OnboardingRequest,
  roleForServiceType,
  type UserProfile,
} from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/password.ts';
import { type IssuedToken, issueSession } from '../sessions/index.ts';
import { type AccountsContext, normalizePhone } from './accounts-context.ts';
import { recentlyVerified, sendOtp } from './otp-service.ts';
import { assertSignupAllowed, claimSignup } from './signup-limit.ts';
import { toProfile } from './profile-mapper.ts';
import { userRepository } from './user-repository.ts';
import { violatedUnique } from '../../lib/db/unique-violation.ts';
import { isStaffEmail } from '../staff/index.ts';

export interface Registered {
  user: UserProfile;
  session: IssuedToken;
}

/**
 * Creates a merchant from the onboarding data and logs it in. The role follows the service type; the
 * account starts at stage 0, level 1, unverified. An email (or phone) already proven with a code in the
 * last hour counts as verified; otherwise a code is sent to the email. A common password is refused first.
 * Sign-ups are limited per client address (`clientAddress`, see signup-limit.ts).
 */
export async function registerMerchant(
  ctx: AccountsContext,
  input: OnboardingRequest,
  clientAddress: string,
  whitelabelClient: string | null = null,
): Promise<Registered> {
  assertUncommonPassword(input.password, 'password');
  await assertSignupAllowed(ctx, clientAddress);
  // A staff member's email signs in to the business they work in, so it cannot open a business too.
  if ((await userRepository.emailExists(ctx.db, input.email)) || (await isStaffEmail(ctx.db, input.email)))
    throw conflict(accountMessages.emailTaken);
  if (await userRepository.usernameTaken(ctx.db, input.username))
    throw conflict(accountMessages.usernameTaken);
  const phone = normalizePhone(input.phone);
  const [passwordHash, emailVerified, phoneVerified] = await Promise.all([
    hashPassword(input.password),
    recentlyVerified(ctx, 'email', input.email),
    recentlyVerified(ctx, 'phone', phone),
  ]);

  let created;
  try {
    created = await ctx.db.transaction(async (tx) => {
      await claimSignup(tx, ctx, clientAddress);
      const user = await userRepository.insert(tx, {
        email: input.email,
        username: input.username,
        passwordHash,
        firstName: input.firstName,
        lastName: input.surname,
        phone,
        role: roleForServiceType[input.serviceType],
        serviceType: input.serviceType,
        businessName: input.businessName,
        category: input.category,
        stage: 0,
        level: 1,
        verificationStatus: false,
        isEmailVerified: emailVerified,
        isPhoneVerified: phoneVerified,
        whitelabelClient,
      });
      const session = await issueSession(tx, user.id, ctx.env.SESSION_TTL_HOURS);
      return { user, session };
    });
  } catch (error) {
    // Two registrations raced past the checks above: the unique keys decide.
    const constraint = violatedUnique(error);
    if (constraint?.includes('email')) throw conflict(accountMessages.emailTaken);
    if (constraint?.includes('username')) throw conflict(accountMessages.usernameTaken);
    throw error;
  }
  if (!emailVerified) await sendOtp(ctx, 'email', input.email, { enforceLimit: false });
  return { user: toProfile(created.user), session: created.session };
}

export async function isUsernameAvailable(ctx: AccountsContext, username: string): Promise<boolean> {
  return !(await userRepository.usernameTaken(ctx.db, username));
}
