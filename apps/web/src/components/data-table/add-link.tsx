import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';

/** The '+ Add …' link of a list's header (and, smaller, of its empty state). */
export function AddLink({ to, label, small = false }: { to: string; label: string; small?: boolean }) {
  return (
    <Link to={to} className={buttonStyles(small ? { size: 'sm' } : undefined)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
