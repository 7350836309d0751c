import { escapeHtml as escape } from '../../../lib/escape-html.ts';
import { formatMinor } from '../../../lib/money-text.ts';
import type { Checkout } from './sim-checkout.ts';

const money = (minor: number, currency: string) => formatMinor(minor, `${currency} `);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;color:#111827}
main{max-width:26rem;margin:4rem auto;background:#fff;border-radius:12px;padding:2rem;box-shadow:0 1px 4px #0002}
h1{font-size:1.25rem;margin:0 0 1rem}p{margin:.5rem 0}.amount{font-size:2rem;font-weight:700;margin:1rem 0}
.note{font-size:.875rem;color:#4b5563}form{display:inline}button{font:inherit;border:0;border-radius:8px;padding:.75rem 1.25rem;cursor:pointer}
.pay{background:#047857;color:#fff;margin-right:.5rem}.cancel{background:#e5e7eb;color:#111827}a{color:#1d4ed8}`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The hosted checkout of the simulated provider: the payer confirms or cancels the charge. */
export function checkoutPage(checkout: Checkout): string {
  const base = `/v1/payments/checkout/${encodeURIComponent(checkout.accessCode)}`;
  const details = `<p class="amount">${escape(money(checkout.amount, checkout.currency))}</p>
<p>Paying as <strong>${escape(checkout.email)}</strong></p><p class="note">Reference ${escape(checkout.reference)}</p>`;
  if (checkout.status !== 'pending') {
    return layout('Payment', `<h1>Payment ${escape(checkout.status)}</h1>${details}${backLink(checkout)}`);
  }
  return layout(
    'Pay with Oja Pay',
    `<h1>Oja Pay checkout (simulated Paystack)</h1>${details}
<p class="note">This test checkout moves no real money.</p>
<form method="post" action="${base}/confirm"><button class="pay" type="submit">Confirm payment</button></form>
<form method="post" action="${base}/cancel"><button class="cancel" type="submit">Cancel</button></form>`,
  );
}

export function resultPage(checkout: Checkout): string {
  const title = checkout.status === 'success' ? 'Payment successful' : `Payment ${checkout.status}`;
  return layout(
    title,
    `<h1>${escape(title)}</h1><p class="amount">${escape(money(checkout.amount, checkout.currency))}</p>${backLink(checkout)}`,
  );
}

function backLink(checkout: Checkout) {
  return checkout.callbackUrl
    ? `<p><a href="${escape(checkout.callbackUrl)}">Return to the merchant</a></p>`
    : '';
}
