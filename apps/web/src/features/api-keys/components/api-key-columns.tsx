import type { ApiKeyView } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';

/** The key list's columns; `onRevoke` asks before revoking. */
export const apiKeyColumns = (onRevoke: (key: ApiKeyView) => void): Column<ApiKeyView>[] => [
  { id: 'name', header: 'Name', cell: (key) => <span className="font-medium">{key.name}</span> },
  { id: 'prefix', header: 'Key', cell: (key) => <code className="text-xs">{key.prefix}…</code> },
  { id: 'scopes', header: 'Scopes', cell: (key) => <span className="text-xs">{key.scopes.join(', ')}</span> },
  {
    id: 'created',
    header: 'Created',
    cell: (key) => formatDateTime(key.createdAt),
    className: 'whitespace-nowrap',
  },
  {
    id: 'used',
    header: 'Last used',
    cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'),
    className: 'whitespace-nowrap',
  },
  {
    id: 'revoke',
    header: <span className="sr-only">Actions</span>,
    cell: (key) => (
      <Button variant="danger" size="sm" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
        Revoke
      </Button>
    ),
  },
];
