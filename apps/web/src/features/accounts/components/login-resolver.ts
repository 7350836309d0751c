import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequest } from '@oja/contracts';

/** Loaded after the login form paints (see lazyResolver): zod stays out of /login's initial JS. */
export const loginResolver = zodResolver(loginRequest);
