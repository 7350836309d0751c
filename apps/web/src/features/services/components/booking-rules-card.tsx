import { type BookingRules, bookingRulesSchema } from '@oja/contracts';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { SaveButton } from '@/components/form/save-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useBookingRules, useSaveBookingRules } from '../api/booking-rules';

interface Values {
  rescheduleAllowed: boolean;
  rescheduleNoticeHours: string;
  maxReschedules: string;
  cancelAllowed: boolean;
  cancelNoticeHours: string;
}
const NUMBERS = ['rescheduleNoticeHours', 'maxReschedules', 'cancelNoticeHours'] as const;

/** '24' → 24; anything that is not a whole number reads as 0.5, which the shared whole-number rules refuse. */
const wholeOf = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0.5);
const schema = z.preprocess(
  (values: Values) => ({
    ...values,
    rescheduleNoticeHours: wholeOf(values.rescheduleNoticeHours),
    maxReschedules: wholeOf(values.maxReschedules),
    cancelNoticeHours: wholeOf(values.cancelNoticeHours),
  }),
  bookingRulesSchema,
);

function RulesForm({ rules }: { rules: BookingRules }) {
  const save = useSaveBookingRules();
  const form = useZodForm<Values, BookingRules>(schema, {
    defaultValues: {
      ...rules,
      rescheduleNoticeHours: String(rules.rescheduleNoticeHours),
      maxReschedules: String(rules.maxReschedules),
      cancelNoticeHours: String(rules.cancelNoticeHours),
    },
  });
  const submit = async (values: BookingRules) => {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      form.setServerErrors(error, [...NUMBERS]);
    }
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Reschedule</legend>
        <FormCheckbox form={form} name="rescheduleAllowed">
          Buyers can move a booking to another free time
        </FormCheckbox>
        <div className="flex flex-col gap-4 sm:flex-row">
          <FormTextField
            form={form}
            name="rescheduleNoticeHours"
            label="Notice (hours before the start)"
            inputMode="numeric"
            autoComplete="off"
            className="sm:w-64"
          />
          <FormTextField
            form={form}
            name="maxReschedules"
            label="Most moves of one booking"
            inputMode="numeric"
            autoComplete="off"
            className="sm:w-64"
          />
        </div>
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Cancel</legend>
        <FormCheckbox form={form} name="cancelAllowed">
          Buyers can cancel a booking and get back what they paid
        </FormCheckbox>
        <FormTextField
          form={form}
          name="cancelNoticeHours"
          label="Notice (hours before the start)"
          inputMode="numeric"
          autoComplete="off"
          hint="A paid booking is refunded in full to the card or account the buyer paid with."
          className="sm:w-64"
        />
      </fieldset>
      <div>
        <SaveButton isSaving={save.isPending}>Save booking rules</SaveButton>
      </div>
    </Form>
  );
}

/** The merchant's rules for buyers' changes on the booking page; later changes are the seller's own. */
export function BookingRulesCard() {
  const { data, isPending, error } = useBookingRules();
  return (
    <Card className="mt-6">
      <CardHeader
        title="Changes by buyers"
        description="Outside these rules, the booking page asks the buyer to contact you."
      />
      <CardContent>
        {isPending ? <LoadingState /> : null}
        {error ? <FormAlert>{error.message}</FormAlert> : null}
        {data ? <RulesForm rules={data} /> : null}
      </CardContent>
    </Card>
  );
}
