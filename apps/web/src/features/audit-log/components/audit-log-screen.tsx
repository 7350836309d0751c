import type { AuditFilters } from '@oja/contracts';
import { Download, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { auditExportHref, auditQueryFamily, useAuditPage } from '../api/audit-log';
import { auditColumns } from './audit-columns';
import { AuditFiltersForm } from './audit-filters-form';

const FILTER_NAMES = ['actor', 'action', 'objectType', 'objectId', 'from', 'to'] as const;

/** The filters as the URL holds them (list state lives in the URL). */
const filtersOf = (params: URLSearchParams): AuditFilters =>
  Object.fromEntries(FILTER_NAMES.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));

/**
 * Settings → Audit log: every write in the business, newest first, filtered by person, action, object
 * and days; paged by cursor (Older / Newest); the filtered set downloads as CSV.
 */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  // The cursors of the pages walked through, so Newer goes back one page.
  const [cursors, setCursors] = useState<string[]>([]);
  const before = cursors.at(-1);
  const page = useListLoad(useAuditPage(filters, before), 'the audit log', auditQueryFamily);
  const nextCursor = page.data?.nextCursor ?? null;

  const apply = (next: AuditFilters) => {
    setCursors([]);
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>);
  };

  return (
    <Card>
      <CardHeader
        title="Audit log"
        description="Who changed what, when and from where. Entries cannot be edited or deleted."
        action={
          <a className={buttonStyles({ variant: 'secondary' })} href={auditExportHref(filters)} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      />
      <AuditFiltersForm key={params.toString()} filters={filters} onApply={apply} />
      <DataTable
        caption="Audit log"
        columns={auditColumns}
        rows={page.data?.results}
        getRowId={(entry) => entry.id}
        load={page}
        empty={
          <EmptyState
            icon={ScrollText}
            title="No entries"
            description="Changes made in your business appear here."
          />
        }
      />
      <nav aria-label="Audit log pages" className="flex flex-wrap justify-end gap-2 px-5 py-4">
        <Button
          variant="secondary"
          disabled={cursors.length === 0}
          onClick={() => setCursors((c) => c.slice(0, -1))}
        >
          Newer
        </Button>
        <Button
          variant="secondary"
          disabled={!nextCursor}
          onClick={() => nextCursor && setCursors((c) => [...c, nextCursor])}
        >
          Older
        </Button>
      </nav>
    </Card>
  );
}
