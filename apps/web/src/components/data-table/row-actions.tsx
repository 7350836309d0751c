import { Eye, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

interface RowActionsProps {
  /** The row's name, for the menu button's label. */
  name: string;
  viewHref: string;
  editHref: string;
  onDelete: () => void;
}

/** A list row's menu: view, edit and delete (shown only while no rows are selected, docs/product/interface.md#lists). */
export function RowActions({ name, viewHref, editHref, onDelete }: RowActionsProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Actions for ${name}`}
        className={buttonStyles({ variant: 'ghost', size: 'sm', className: 'px-2' })}
      >
        <MoreHorizontal aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-40 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={viewHref}>
              <Eye aria-hidden="true" className="size-4" />
              View
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={editHref}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            onSelect={onDelete}
            className={`${itemClass} text-red-700 data-highlighted:bg-red-50 data-highlighted:text-red-800`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
