import type { ProductStatus } from '@oja/contracts';
import { Switch } from 'radix-ui';
import { cn } from '@/lib/cn';

interface ProductStatusSwitchProps {
  name: string;
  status: ProductStatus;
  onToggle: () => void;
  disabled?: boolean;
}

/** Publishes (ACTIVE) or unpublishes (INACTIVE) a product; controlled, so a refused toggle leaves it as it is. */
export function ProductStatusSwitch({ name, status, onToggle, disabled }: ProductStatusSwitchProps) {
  const active = status === 'ACTIVE';
  return (
    <span className="inline-flex items-center" title={active ? 'Active' : 'Inactive'}>
      <Switch.Root
        checked={active}
        onCheckedChange={onToggle}
        disabled={disabled}
        aria-label={`Publish ${name}`}
        className={cn(
          'relative inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          'disabled:cursor-wait disabled:opacity-60',
          active ? 'bg-brand-700' : 'bg-slate-400',
        )}
      >
        <Switch.Thumb
          className={cn(
            'block size-4 rounded-full bg-white shadow transition-transform',
            active ? 'translate-x-[18px]' : 'translate-x-0.5',
          )}
        />
      </Switch.Root>
    </span>
  );
}
