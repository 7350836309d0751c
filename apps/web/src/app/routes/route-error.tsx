import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last-resort screen when a route fails to render or its code cannot be loaded (for instance after a
 * new release replaced the chunks). Kept free of icons and UI kits: it ships in the entry chunk.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
      <title>Something went wrong · Oja</title>
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="max-w-md text-sm text-slate-600">
        This page could not be shown. Reloading usually fixes it.
      </p>
      {detail ? <p className="text-xs text-slate-500">{detail}</p> : null}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-2 h-10 rounded-lg bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Reload page
      </button>
    </main>
  );
}
