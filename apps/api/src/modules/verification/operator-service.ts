import { emailField, passwordField } from '@oja/contracts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { hashPassword } from '../../lib/password.ts';
import { roles } from '../../lib/roles.ts';

/**
 * Creates an operator: a user with the operator role, who logs in like anyone else and may use the
 * reviewer API. Only the operator command creates them; nothing in the API can grant the role.
 */
export async function createOperator(db: Database, email: string, password: string) {
  const parsedEmail = emailField.safeParse(email);
  if (!parsedEmail.success) throw badRequest(parsedEmail.error.issues[0]!.message);
  const parsedPassword = passwordField.safeParse(password);
  if (!parsedPassword.success) throw badRequest(parsedPassword.error.issues[0]!.message);
  assertUncommonPassword(parsedPassword.data, 'password');
  const passwordHash = await hashPassword(parsedPassword.data);
  const [row] = await db
    .insert(users)
    .values({
      email: parsedEmail.data,
      passwordHash,
      role: roles.operator,
      firstName: 'Operator',
      isEmailVerified: true,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email, role: users.role });
  if (!row) throw conflict('A user with this email already exists');
  return row;
}
