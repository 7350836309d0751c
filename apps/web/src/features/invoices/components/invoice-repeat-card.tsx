import { businessDay, type InvoiceSchedule } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useChangeInvoiceSchedule, useInvoiceSchedule } from '../api/invoice-schedule';
import { InvoiceRepeatForm } from './invoice-repeat-form';
import { formatInvoiceDate } from './invoice-rules';

const statusText: Record<InvoiceSchedule['status'], string> = {
  ACTIVE: 'Repeating',
  PAUSED: 'Paused',
  STOPPED: 'Stopped',
  ENDED: 'Finished',
};

function describe(s: InvoiceSchedule) {
  const every =
    s.every === 'week' ? 'every week' : s.every === 'month' ? 'every month' : `every ${s.days} days`;
  const until = [
    s.endsOn ? `until ${formatInvoiceDate(s.endsOn)}` : '',
    s.count ? `${s.count} invoices at most` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `A copy ${every} from ${formatInvoiceDate(s.startsOn)}${until ? `, ${until}` : ''}. ${s.issued} issued so far.`;
}

function ScheduleView({ invoiceId, schedule }: { invoiceId: string; schedule: InvoiceSchedule }) {
  const change = useChangeInvoiceSchedule(invoiceId);
  const [confirmStop, setConfirmStop] = useState(false);
  const live = schedule.status === 'ACTIVE' || schedule.status === 'PAUSED';
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-800">
      <p>
        <strong>{statusText[schedule.status]}</strong> — {describe(schedule)}
        {schedule.nextRunOn ? ` Next: ${formatInvoiceDate(schedule.nextRunOn)}.` : ''}
      </p>
      {live ? (
        <div className="flex flex-wrap gap-2">
          {schedule.status === 'ACTIVE' ? (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ action: 'pause' })}
            >
              Pause
            </Button>
          ) : (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => change.mutate({ action: 'resume' })}
            >
              Resume
            </Button>
          )}
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setConfirmStop(true)}
          >
            Stop repeating
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirmStop}
        onOpenChange={setConfirmStop}
        title="Stop repeating this invoice?"
        description="No more copies are issued. Invoices already sent stay as they are. This cannot be undone."
        confirmLabel="Stop repeating"
        variant="danger"
        isLoading={change.isPending}
        onConfirm={() => change.mutate({ action: 'stop' }, { onSettled: () => setConfirmStop(false) })}
      />
    </div>
  );
}

/** The invoice's "Repeat" card: its schedule with pause, resume and stop, or the form that starts one. */
export function InvoiceRepeatCard({ invoiceId, cancelled }: { invoiceId: string; cancelled: boolean }) {
  const { data, isPending, error } = useInvoiceSchedule(invoiceId);
  const live = data && (data.status === 'ACTIVE' || data.status === 'PAUSED');
  return (
    <Card className="print:hidden">
      <CardHeader
        title="Repeat"
        description="Bill this buyer again on a schedule; each copy is emailed with its own pay link."
      />
      <CardContent className="flex flex-col gap-4">
        {isPending ? <LoadingState /> : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        {data ? <ScheduleView invoiceId={invoiceId} schedule={data} /> : null}
        {!isPending && !error && !live && !cancelled ? (
          <InvoiceRepeatForm invoiceId={invoiceId} today={businessDay()} />
        ) : null}
      </CardContent>
    </Card>
  );
}
