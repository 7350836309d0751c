import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
}

interface TabsProps<V extends string> {
  value: V;
  onValueChange: (value: V) => void;
  items: readonly TabItem<V>[];
  /** Accessible name of the tab list, e.g. 'Product status'. */
  label: string;
  /** The active tab's panel. */
  children?: ReactNode;
  className?: string;
}

/**
 * Underlined tabs over one shared panel: lists filter one data set, so the active tab's content is
 * rendered once and the other panels stay empty (they exist so every tab's aria-controls resolves).
 */
export function Tabs<V extends string>({
  value,
  onValueChange,
  items,
  label,
  children,
  className,
}: TabsProps<V>) {
  return (
    <RadixTabs.Root value={value} onValueChange={(next) => onValueChange(next as V)} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            className={cn(
              '-mb-px border-b-2 border-transparent px-3 py-2.5 text-sm font-medium whitespace-nowrap text-slate-600',
              'hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700',
              'data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
            )}
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="pt-4 focus-visible:outline-none">
          {item.value === value ? children : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
