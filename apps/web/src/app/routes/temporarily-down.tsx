import { CloudOff, RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';

/** Where the API client sends the user when the network or the server is down. */
export function TemporarilyDownRoute() {
  const tryAgain = useGoBack(paths.app.dashboard.getHref());
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-4 text-center">
      <title>Temporarily unavailable · Oja</title>
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <CloudOff aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Oja is temporarily unavailable</h1>
      <p className="mt-2 max-w-md text-sm text-slate-600">
        We could not reach our servers. Check your internet connection; if it is working, our service is
        briefly down and should be back shortly.
      </p>
      <Button size="lg" className="mt-6" onClick={tryAgain}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </main>
  );
}
