import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Form } from '@/components/form/form';
import { FormPasswordField, FormTextField } from '@/components/form/form-text-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { lazyResolver } from '@/lib/lazy-resolver';
import type { UserProfile } from '@/types/api';
import { useLogin } from '../api/login';

const validation = lazyResolver(() => import('./login-resolver').then((m) => m.loginResolver));

/** Email and password, checked with the server's own rules (loginRequest); a wrong pair shows the server's 'Incorrect email or password' on the form. */
export function LoginForm({ onSuccess }: { onSuccess: (user: UserProfile) => void }) {
  const login = useLogin({ onSuccess });
  useEffect(() => void validation.preload(), []);
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const failure = login.error instanceof ApiError && login.error.handled ? null : login.error?.message;

  return (
    <Form form={form} onSubmit={(values) => login.mutate(values)}>
      <FormAlert>{failure}</FormAlert>
      <FormTextField form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormPasswordField form={form} name="password" label="Password" autoComplete="current-password" />
      <div className="-mt-1 flex justify-end">
        <Link
          to={paths.auth.forgotPassword.getHref()}
          className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" isLoading={login.isPending} className="w-full">
        Log in
      </Button>
    </Form>
  );
}
