import { html } from '../../lib/public-page.ts';
import type { OrderRow } from '../orders/index.ts';

interface ReturnState {
  status: 'requested' | 'accepted' | 'declined';
  reason: string;
}

const ANSWERS: Record<ReturnState['status'], string> = {
  requested: 'Your return request is with the seller, who will answer you soon.',
  accepted: 'The seller accepted your return.',
  declined: 'The seller declined your return. Message them if you have questions.',
};

/**
 * The buyer's side of a return on the tracking page: a delivered, paid product order can be asked back
 * once at a time (a form that posts to `/t/{token}/return`, no script); after, what the seller answered.
 */
export function returnSection(
  order: OrderRow,
  last: ReturnState | undefined,
  formAction: string,
  error?: string,
) {
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  if (order.type !== 'PRODUCT' || order.status !== 'delivered' || !paid) return '';
  const answer =
    last &&
    html`<p role="status">${ANSWERS[last.status]}</p>
      <p class="muted">Your reason: ${last.reason}</p>`;
  const form =
    last?.status === 'requested'
      ? ''
      : html`<form method="post" action="${formAction}">
          <label for="reason">Why do you want to return it?</label>
          <textarea
            id="reason"
            name="reason"
            rows="3"
            maxlength="500"
            required
            aria-describedby="${error ? 'reason-error' : ''}"
            ${error ? html`aria-invalid="true"` : ''}
          ></textarea>
          ${error ? html`<p id="reason-error" class="error" role="alert">${error}</p>` : ''}
          <p class="actions"><button class="button" type="submit">Request a return</button></p>
        </form>`;
  return html`<section>
    <h2>Return</h2>
    ${answer ?? ''}${form}
  </section>`;
}
