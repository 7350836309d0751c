import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Logo } from './logo';

interface AuthLayoutProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Rendered above the title, e.g. a step indicator. */
  leading?: ReactNode;
  /** A wider card for content in columns (onboarding). */
  wide?: boolean;
}

/** Signed-out pages: a centred card under the Oja logo. */
export function AuthLayout({ title, description, children, footer, leading, wide = false }: AuthLayoutProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      {typeof title === 'string' ? <title>{`${title} · Oja`}</title> : null}
      <Logo className="mb-6 text-2xl" />
      <div
        className={cn(
          'w-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8',
          wide ? 'max-w-2xl' : 'max-w-md',
        )}
      >
        {leading}
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {description ? <p className="mt-1.5 text-sm text-slate-600">{description}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
    </main>
  );
}
