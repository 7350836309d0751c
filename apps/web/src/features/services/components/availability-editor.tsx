import { WEEK_DAYS, type WeekDay } from '@oja/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { type Path, useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { dayLabel } from './service-list-rules';
import { nextSlot, type ServiceForm, type ServiceFormValues } from './service-form-values';
import { SelectField } from '@/components/ui/select-field';

interface SlotRowProps {
  form: ServiceForm;
  index: number;
  /** e.g. 'Monday slot 2', for the labels of the slot's fields. */
  name: string;
  /** Every slot's start and end: a change to one time re-checks the others (overlaps involve two slots). */
  deps: Path<ServiceFormValues>[];
  onRemove: () => void;
}

function SlotRow({ form, index, name, deps, onRemove }: SlotRowProps) {
  const { register, control, formState } = form;
  const errors = formState.errors.availableSchedule?.[index];
  const locationType = useWatch({ control, name: `availableSchedule.${index}.location.type` });
  const hidden = <span className="sr-only"> ({name})</span>;
  return (
    <li className="grid grid-cols-2 items-start gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[8rem_8rem_10rem_minmax(0,1fr)_auto]">
      <TextField
        label={<>Start{hidden}</>}
        type="time"
        error={errors?.start?.message}
        {...register(`availableSchedule.${index}.start`, { deps })}
      />
      <TextField
        label={<>End{hidden}</>}
        type="time"
        error={errors?.end?.message}
        {...register(`availableSchedule.${index}.end`, { deps })}
      />
      <SelectField
        label={<>Location{hidden}</>}
        className="max-sm:col-span-2"
        options={[
          { value: 'online', label: 'Online' },
          { value: 'address', label: 'At an address' },
        ]}
        error={errors?.location?.type?.message}
        {...register(`availableSchedule.${index}.location.type`)}
      />
      {locationType === 'address' ? (
        <TextField
          label={<>Address{hidden}</>}
          className="max-sm:col-span-2"
          autoComplete="street-address"
          placeholder="Where buyers meet you"
          error={errors?.location?.address?.message}
          {...register(`availableSchedule.${index}.location.address`)}
        />
      ) : (
        <p className="self-end pb-2.5 text-sm text-slate-600 max-sm:hidden">
          A meeting link is shared on booking.
        </p>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="self-end text-red-700 hover:bg-red-50 max-sm:col-span-2 max-sm:w-full"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="ml-1.5 sm:hidden">
          Remove slot
        </span>
      </Button>
    </li>
  );
}

/**
 * The weekly availability: for each day, slots with a start, an end and a location (online or an
 * address). The contract's rules apply: each slot ends after it starts, and slots of a day never overlap.
 */
export function AvailabilityEditor({ form }: { form: ServiceForm }) {
  const { control, getValues, formState } = form;
  const slots = useFieldArray({ control, name: 'availableSchedule' });
  const listError =
    formState.errors.availableSchedule?.root?.message ?? formState.errors.availableSchedule?.message;

  const deps = slots.fields.flatMap((_, index) => [
    `availableSchedule.${index}.start` as const,
    `availableSchedule.${index}.end` as const,
  ]);
  const add = (day: WeekDay) =>
    slots.append(nextSlot(day, getValues('availableSchedule')), { shouldFocus: true });

  return (
    <Card>
      <CardHeader
        title="Weekly availability"
        description="When buyers can book you. Slots on the same day must not overlap."
      />
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {WEEK_DAYS.map((day) => {
            const ofDay = slots.fields
              .map((field, index) => ({ field, index }))
              .filter(({ field }) => field.day === day);
            return (
              <li key={day} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
                <div className="flex items-center justify-between gap-3">
                  <h3 className="text-sm font-semibold text-slate-900">
                    {dayLabel(day)}
                    {ofDay.length === 0 ? (
                      <span className="ml-2 font-normal text-slate-600">Unavailable</span>
                    ) : null}
                  </h3>
                  <Button variant="secondary" size="sm" onClick={() => add(day)}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add slot <span className="sr-only">on {dayLabel(day)}</span>
                  </Button>
                </div>
                {ofDay.length > 0 ? (
                  <ul className="flex flex-col gap-2">
                    {ofDay.map(({ field, index }, position) => (
                      <SlotRow
                        key={field.id}
                        form={form}
                        index={index}
                        name={`${dayLabel(day)} slot ${position + 1}`}
                        deps={deps}
                        onRemove={() => slots.remove(index)}
                      />
                    ))}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
        {listError ? <p className="mt-3 text-xs font-medium text-red-700">{listError}</p> : null}
      </CardContent>
    </Card>
  );
}
