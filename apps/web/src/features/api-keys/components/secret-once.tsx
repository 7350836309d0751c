import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

/** A new key's secret, shown this once with a copy button. */
export function SecretOnce({ secret }: { secret: string }) {
  const copy = () =>
    void navigator.clipboard?.writeText(secret).then(
      () => toast.success('Secret copied'),
      () => toast.error('Could not copy the secret'),
    );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm text-slate-700">
        Copy the secret now and keep it somewhere safe: Oja stores only a fingerprint of it and will never
        show it again.
      </p>
      <input
        aria-label="API key secret"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="h-10 min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-slate-800"
      />
      <div>
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy secret
        </Button>
      </div>
    </div>
  );
}
