import { helpdeskReplyBody } from '@oja/contracts';
import { ArrowLeft, Headset } from 'lucide-react';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormTextAreaField } from '@/components/form/form-text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-ticket';
import { TicketStatusBadge } from './ticket-status-badge';

type ReplyValues = z.infer<typeof helpdeskReplyBody>;

/** One ticket: its messages, oldest first, and the merchant's reply box. */
export function TicketView({ ticketId, backHref }: { ticketId: string; backHref: string }) {
  const ticket = useTicket(ticketId);
  const form = useZodForm(helpdeskReplyBody, { defaultValues: { message: '' } });
  const { reset } = form;
  const reply = useReplyToTicket({ onSuccess: () => reset({ message: '' }) });
  const submit = ({ message }: ReplyValues) => reply.mutate({ ticketId, message });
  const data = ticket.data;

  return (
    <div className="flex flex-col gap-4">
      <Link
        to={backHref}
        className={buttonStyles({ variant: 'ghost', size: 'sm', className: '-ml-2 self-start' })}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All tickets
      </Link>
      <Card>
        {data ? (
          <>
            <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4">
              <div className="min-w-0">
                <h2 className="text-base font-semibold break-words text-slate-900">{data.subject}</h2>
                <p className="mt-0.5 text-sm text-slate-600">
                  Opened {formatDateTime(data.createdAt)} · replies go to {data.email}
                </p>
              </div>
              <TicketStatusBadge status={data.status} />
            </div>
            <ol aria-label="Ticket messages" className="flex flex-col gap-4 bg-slate-50 px-5 py-5">
              {data.messages.map((message) => {
                const support = message.authorRole === 'support';
                return (
                  <li key={message.id} className={cn('flex gap-3', !support && 'flex-row-reverse')}>
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-9 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                        support ? 'bg-sky-100 text-sky-800' : 'bg-brand-100 text-brand-800',
                      )}
                    >
                      {support ? <Headset className="size-4" /> : 'You'}
                    </span>
                    <div
                      className={cn(
                        'max-w-[85%] rounded-2xl px-4 py-3 text-sm shadow-sm sm:max-w-[75%]',
                        support
                          ? 'rounded-tl-md bg-white ring-1 ring-slate-200'
                          : 'rounded-tr-md bg-brand-700 text-white',
                      )}
                    >
                      <p
                        className={cn(
                          'mb-1 text-xs font-semibold',
                          support ? 'text-sky-800' : 'text-brand-50',
                        )}
                      >
                        {support ? 'Oja Support' : 'You'}
                        <span className="font-normal"> · {formatDateTime(message.createdAt)}</span>
                      </p>
                      <p className="break-words whitespace-pre-wrap">{message.body}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
            <CardContent className="border-t border-slate-100">
              <Form form={form} onSubmit={submit} className="flex flex-col gap-3">
                <FormTextAreaField form={form} name="message" label="Your reply" rows={4} />
                <Button type="submit" isLoading={reply.isPending} className="self-end">
                  Send reply
                </Button>
              </Form>
            </CardContent>
          </>
        ) : (
          <LoadingState />
        )}
      </Card>
    </div>
  );
}
