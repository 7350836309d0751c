import { sendMessageBody, type SendMessageBody } from '@oja/contracts';
import { SendHorizontal } from 'lucide-react';
import { useId, type KeyboardEvent } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/cn';

interface MessageComposerProps {
  /** Sends the text; call `done` once it is sent to clear the box. */
  onSend: (text: string, done: () => void) => void;
  isSending: boolean;
  placeholder?: string;
}

/** The box under a thread: Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({
  onSend,
  isSending,
  placeholder = 'Write a message…',
}: MessageComposerProps) {
  const id = useId();
  const form = useZodForm(sendMessageBody, { defaultValues: { text: '' } });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;

  const send = ({ text }: SendMessageBody) => onSend(text, () => reset({ text: '' }));
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void handleSubmit(send)();
    }
  };

  return (
    <Form form={form} onSubmit={send} className="border-t border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          Message
        </label>
        <textarea
          id={id}
          rows={1}
          placeholder={placeholder}
          onKeyDown={onKeyDown}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={errors.text ? `${id}-error` : undefined}
          className={cn(inputStyles, 'max-h-40 min-h-10 resize-none py-2 leading-6 field-sizing-content')}
          {...register('text')}
        />
        <Button type="submit" isLoading={isSending} className="h-10">
          {isSending ? null : <SendHorizontal aria-hidden="true" className="size-4" />}
          Send
        </Button>
      </div>
      {errors.text ? (
        <p id={`${id}-error`} className="mt-1.5 text-xs font-medium text-red-700">
          {errors.text.message}
        </p>
      ) : null}
    </Form>
  );
}
