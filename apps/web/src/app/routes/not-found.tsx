import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <title>Page not found · Oja</title>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to={paths.app.dashboard.getHref()} className={buttonStyles({ size: 'lg', className: 'mt-6' })}>
        Go to dashboard
      </Link>
    </main>
  );
}
