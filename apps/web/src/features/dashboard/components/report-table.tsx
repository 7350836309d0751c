import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
/** A report table's body cell; its first cell is a row header with `text-left font-medium` added. */
export const reportCell = 'px-3 py-2 text-sm text-slate-800';

interface ReportTableProps {
  title: string;
  description?: string;
  headers: readonly string[];
  children: ReactNode;
}

/** A report card holding one table, titled and captioned alike, its columns headed by `headers`. */
export function ReportTable({ title, description, headers, children }: ReportTableProps) {
  return (
    <Card className="min-w-0">
      <CardHeader title={title} description={description} />
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={title}>
        <table className="w-full">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} className={th} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">{children}</tbody>
        </table>
      </div>
    </Card>
  );
}
