import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Rendered above the title, e.g. a Back button. */
  leading?: ReactNode;
}

/** The page's h1 with an optional description and actions. */
export function PageHeader({ title, description, actions, leading }: PageHeaderProps) {
  return (
    <div className="mb-6">
      {typeof title === 'string' ? <title>{`${title} · Oja`}</title> : null}
      {leading ? <div className="mb-3">{leading}</div> : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
