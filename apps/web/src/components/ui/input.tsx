import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const inputStyles = cn(
  'block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700/40',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600 read-only:bg-slate-50',
  'aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600/40',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputStyles, 'h-10', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputStyles, 'min-h-24 py-2', className)} {...props} />;
}
