import type { Executor } from '../../db/client.ts';
import { staffRepository } from './staff-repository.ts';

/** The staff member who signs in with this email: their id, business and password hash. */
export const staffLogin = (db: Executor, email: string) => staffRepository.loginByEmail(db, email);
