import { Download, FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { importIssuesOf, useImportProducts } from '../api/import-products';
import { PRODUCT_TEMPLATE_HREF } from '../api/product-csv-links';

interface ImportProductsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * CSV import: the template to download, a file picker, and, when the server refuses the file, its
 * message and the per-row report ({ row, column, message }); nothing is imported unless every row is valid.
 */
export function ImportProductsDialog({ open, onOpenChange }: ImportProductsDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportProducts({ onSuccess: () => close(false) });
  const issues = importIssuesOf(importing.error);

  function close(next: boolean) {
    if (!next) {
      setFile(null);
      importing.reset();
    }
    onOpenChange(next);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Import products from CSV"
      description="Fill in the template, one product per row. If any row has a problem, nothing is imported and each problem is listed here."
      className="max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={importing.isPending}>
            Cancel
          </Button>
          <Button
            disabled={!file}
            isLoading={importing.isPending}
            onClick={() => file && importing.mutate(file)}
          >
            <FileUp aria-hidden="true" className="size-4" />
            Import
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <a
          href={PRODUCT_TEMPLATE_HREF}
          download
          className={buttonStyles({ variant: 'link', className: 'self-start' })}
        >
          <Download aria-hidden="true" className="mr-1 size-4" />
          Download the CSV template
        </a>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            className={cn(
              inputStyles,
              'h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800',
            )}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              importing.reset();
            }}
          />
        </div>
        {importing.error ? <FormAlert>{importing.error.message}</FormAlert> : null}
        {issues.length > 0 ? (
          <div className="max-h-64 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full border-collapse text-sm">
              <caption className="sr-only">Problems found in the file</caption>
              <thead className="sticky top-0 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    Column
                  </th>
                  <th scope="col" className="px-3 py-2 text-left">
                    Message
                  </th>
                </tr>
              </thead>
              <tbody>
                {issues.map((issue) => (
                  <tr
                    key={`${issue.row}-${issue.column}-${issue.message}`}
                    className="border-t border-slate-100"
                  >
                    <td className="px-3 py-2 tabular-nums">{issue.row}</td>
                    <td className="px-3 py-2 font-mono text-xs">{issue.column}</td>
                    <td className="px-3 py-2 text-slate-800">{issue.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
