import type { AuditEntryView } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/dates';

const actorKinds: Record<AuditEntryView['actorKind'], string> = {
  owner: 'Owner',
  staff: 'Staff',
  apiKey: 'API key',
};

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The fields a write set or changed, one a line: `name: value`, or `price: 15000 → 16000`. */
export const changesText = (changes: Record<string, unknown>) =>
  Object.entries(changes)
    .map(([name, value]) =>
      isChange(value) ? `${name}: ${shown(value.from)} → ${shown(value.to)}` : `${name}: ${shown(value)}`,
    )
    .join('\n');

export const auditColumns: Column<AuditEntryView>[] = [
  { id: 'time', header: 'When', cell: (e) => formatDateTime(e.createdAt), className: 'whitespace-nowrap' },
  {
    id: 'actor',
    header: 'Who',
    cell: (e) => (
      <span className="flex flex-col gap-1">
        <span className="font-medium break-all">{e.actorName}</span>
        <Badge>{actorKinds[e.actorKind]}</Badge>
      </span>
    ),
  },
  { id: 'action', header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
  {
    id: 'object',
    header: 'Object',
    cell: (e) => (
      <span className="text-xs break-all">
        {e.objectType}
        {e.objectId ? ` ${e.objectId}` : ''}
      </span>
    ),
  },
  {
    id: 'from',
    header: 'From',
    cell: (e) => (
      <span className="text-xs break-all" title={e.userAgent}>
        {e.ip}
      </span>
    ),
  },
  {
    id: 'changes',
    header: 'Fields set',
    cell: (e) => (
      <span className="block max-w-72 truncate text-xs whitespace-pre-line" title={changesText(e.changes)}>
        {changesText(e.changes) || '—'}
      </span>
    ),
  },
];
