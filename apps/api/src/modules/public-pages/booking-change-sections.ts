import { bookingChangeMessages as say, type BookingRules } from '@oja/contracts';
import { html, money } from '../../lib/public-page.ts';
import { type BookingView, longDate } from '../bookings/index.ts';
import type { FreeSlot } from '../checkout/index.ts';

/** A change's failure shown on the page, next to the form it came from. */
export interface ChangeError {
  change: 'reschedule' | 'cancel';
  message: string;
}

const alert = (message: string | undefined) =>
  message ? html`<p class="error" role="alert">${message}</p>` : '';

const hoursText = (hours: number) =>
  hours === 0 ? 'until it starts' : `up to ${hours} hour${hours === 1 ? '' : 's'} before it starts`;

/** The value a free time is posted as: its day and start, e.g. '2026-12-07T10:00'. */
export const slotValue = (slot: { bookedDate: string; startHour: string }) =>
  `${slot.bookedDate}T${slot.startHour}`;

function slotPicker(slots: FreeSlot[]) {
  const days = new Map<string, FreeSlot[]>();
  for (const slot of slots) days.set(slot.bookedDate, [...(days.get(slot.bookedDate) ?? []), slot]);
  return [...days].map(
    ([day, times]) =>
      html`<fieldset>
        <legend>${longDate(day)}</legend>
        ${times.map(
          (slot) =>
            html`<label class="choice"
              ><input type="radio" name="slot" value="${slotValue(slot)}" required />
              ${slot.startHour}–${slot.endHour}${slot.location.type === 'online' ? ' · online' : ''}</label
            >`,
        )}
      </fieldset>`,
  );
}

/** Reschedule: the free times of the next days to pick from, or why the booking cannot be moved online. */
export function rescheduleSection(
  booking: BookingView,
  rules: BookingRules,
  choice: { refusal?: string; slots: FreeSlot[]; action: string; error?: string },
) {
  if (choice.refusal)
    return html`<section>
      <h2>Reschedule</h2>
      <p>${choice.refusal}</p>
      ${alert(choice.error)}
    </section>`;
  const left = rules.maxReschedules - booking.rescheduleCount;
  const intro = html`<p class="muted">
    You can move this booking ${hoursText(rules.rescheduleNoticeHours)}, ${left} more
    time${left === 1 ? '' : 's'}. Times are West Africa Time.
  </p>`;
  if (choice.slots.length === 0)
    return html`<section>
      <h2>Reschedule</h2>
      ${intro}
      <p>${say.noSlots}</p>
      ${alert(choice.error)}
    </section>`;
  return html`<section>
    <h2>Reschedule</h2>
    ${intro}${alert(choice.error)}
    <form method="post" action="${choice.action}">
      ${slotPicker(choice.slots)}
      <p class="actions"><button class="button" type="submit">Move my booking</button></p>
    </form>
  </section>`;
}

/** Cancel: a link to the confirmation step (GET, no change), or why the booking cannot be cancelled online. */
export function cancelSection(
  rules: BookingRules,
  choice: { refusal?: string; refund: number; currency: string; action: string; error?: string },
) {
  if (choice.refusal)
    return html`<section>
      <h2>Cancel</h2>
      <p>${choice.refusal}</p>
      ${alert(choice.error)}
    </section>`;
  const back =
    choice.refund > 0
      ? html`You get ${money(choice.refund, choice.currency)} back to the card or account you paid with.`
      : 'Nothing has been paid, so nothing is refunded.';
  return html`<section>
    <h2>Cancel</h2>
    <p class="muted">You can cancel this booking ${hoursText(rules.cancelNoticeHours)}. ${back}</p>
    ${alert(choice.error)}
    <p class="actions"><a class="button secondary" href="${choice.action}">Cancel this booking</a></p>
  </section>`;
}

/** The confirmation step of a cancel: what will happen, the form that does it, and the way back. */
export function confirmCancelSection(
  booking: BookingView,
  refund: { amount: number; currency: string },
  urls: { action: string; back: string },
) {
  const back =
    refund.amount > 0
      ? html`${money(refund.amount, refund.currency)} goes back to the card or account you paid with.`
      : 'Nothing has been paid, so nothing is refunded.';
  return html`<section>
    <h1>Cancel this booking?</h1>
    <p>${booking.name}, ${longDate(booking.bookedDate)}, ${booking.startHour}–${booking.endHour} (WAT).</p>
    <p>${back} This cannot be undone.</p>
    <form method="post" action="${urls.action}">
      <input type="hidden" name="confirm" value="yes" />
      <p class="actions">
        <button class="button danger" type="submit">Yes, cancel my booking</button>
        <a href="${urls.back}">Keep my booking</a>
      </p>
    </form>
  </section>`;
}
