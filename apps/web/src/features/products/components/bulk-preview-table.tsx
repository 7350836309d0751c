import type { BulkFields, BulkPreview } from '@oja/contracts';
import { formatMoney } from '@/lib/format';

const FIELDS: { key: keyof BulkFields; label: string; show: (f: BulkFields) => string }[] = [
  { key: 'price', label: 'Price', show: (f) => formatMoney(f.price, 'NGN') },
  { key: 'units', label: 'Stock', show: (f) => String(f.units) },
  { key: 'status', label: 'Status', show: (f) => (f.status === 'ACTIVE' ? 'Active' : 'Inactive') },
  { key: 'category', label: 'Category', show: (f) => f.category },
  { key: 'tags', label: 'Tags', show: (f) => f.tags.join(', ') || '—' },
  {
    key: 'low_stock_threshold',
    label: 'Low-stock alert',
    show: (f) => String(f.low_stock_threshold ?? 'off'),
  },
];

/** The first rows of a preview, before → after, only the fields the edit changes; then the refused. */
export function BulkPreviewTable({ preview }: { preview: BulkPreview }) {
  const changed = FIELDS.filter(({ key }) =>
    preview.rows.some((r) => JSON.stringify(r.before[key]) !== JSON.stringify(r.after[key])),
  );
  return (
    <div className="space-y-4">
      <div
        tabIndex={0}
        role="region"
        aria-label="Products before and after"
        className="max-h-64 overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The first products, before and after</caption>
          <thead className="bg-slate-50 text-xs text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Product
              </th>
              {changed.map((f) => (
                <th key={f.key} scope="col" className="px-3 py-2 font-medium">
                  {f.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row) => (
              <tr key={row.id} className="border-t border-slate-100">
                <td className="max-w-40 truncate px-3 py-2 text-slate-900">{row.name}</td>
                {changed.map((f) => (
                  <td key={f.key} className="px-3 py-2 whitespace-nowrap text-slate-700">
                    <span className="line-through decoration-slate-400">{f.show(row.before)}</span>
                    {' → '}
                    <span className="font-medium text-slate-900">{f.show(row.after)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.refusedCount > 0 ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800"
        >
          <p className="font-medium">
            {preview.refusedCount} product{preview.refusedCount === 1 ? '' : 's'} cannot take this change, so
            nothing can be applied:
          </p>
          <ul className="mt-1 list-disc pl-5">
            {preview.refused.map((r) => (
              <li key={r.id}>
                {r.name} ({r.sku}): {r.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
