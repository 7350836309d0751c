import { cn } from '@/lib/cn';

/** The Oja mark and word. */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-xl font-bold tracking-tight text-slate-900',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-700" />
        <path d="M10 12h12l-1.2 11.2a2 2 0 0 1-2 1.8h-5.6a2 2 0 0 1-2-1.8z" fill="#fff" />
        <path d="M13 12v-1.5a3 3 0 0 1 6 0V12" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      Oja
    </span>
  );
}
