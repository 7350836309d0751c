import { escapeHtml } from './escape-html.ts';
import { currencySymbol, formatMinor } from './money-text.ts';

/**
 * The kit of the buyer's public pages (/t, /r, /b, /pay/invoice): HTML built only through the `html` tag,
 * which escapes every value it is given, one layout with its inline style sheet, and the formats.
 * Pages carry no script: they work with JavaScript off, and the strict policy (plugins/security.ts) holds.
 */
export class SafeHtml {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

type Value = SafeHtml | string | number | null | undefined | false | Value[];
const render = (value: Value): string => {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  return value instanceof SafeHtml ? value.text : escapeHtml(String(value));
};

/** A template whose values are escaped unless they are SafeHtml already (other `html` results). */
export const html = (parts: TemplateStringsArray, ...values: Value[]) =>
  new SafeHtml(
    parts.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]!) : ''), ''),
  );

export const money = (minor: number, currency: string) => formatMinor(minor, currencySymbol(currency));

const WAT = 'Africa/Lagos';
export const dateTime = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: WAT });
export const day = (at: Date) => at.toLocaleDateString('en-GB', { dateStyle: 'medium', timeZone: WAT });

const STYLE = `
:root{color-scheme:light dark;--bg:#f6f7f9;--card:#fff;--text:#14171f;--muted:#596170;--line:#dde1e7;--accent:#0b6e4f;--on-accent:#fff;--error:#b42318}
@media (prefers-color-scheme:dark){:root{--bg:#101318;--card:#1a1f27;--text:#eef1f5;--muted:#a9b2c0;--line:#2e3542;--accent:#4fd1a1;--on-accent:#0b1410;--error:#ff9b8f}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1rem}section{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem;margin:0 0 1rem}
h1{font-size:1.375rem;margin:.25rem 0}h2{font-size:1.0625rem;margin:0 0 .5rem}p{margin:.25rem 0}.muted{color:var(--muted)}
table{width:100%;border-collapse:collapse}th,td{padding:.375rem 0;text-align:left;vertical-align:top;overflow-wrap:anywhere}td.n,th.n{text-align:right;white-space:nowrap;padding-left:.5rem}
tfoot td{font-weight:700;border-top:1px solid var(--line)}ol{margin:0;padding-left:1.25rem}li{margin:0 0 .5rem}
.status{display:inline-block;border:1px solid var(--line);border-radius:999px;padding:.125rem .625rem;font-size:.875rem}
a{color:var(--accent)}.button{display:inline-block;background:var(--accent);color:var(--on-accent);border:0;border-radius:.5rem;padding:.75rem 1.25rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
label{display:block;font-weight:600;margin:.5rem 0 .25rem}input,textarea{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--muted);border-radius:.5rem;padding:.625rem;width:100%;max-width:14rem}.error{color:var(--error);font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
fieldset{border:1px solid var(--line);border-radius:.5rem;margin:0 0 .75rem;padding:.25rem .75rem .5rem}legend{font-weight:600;padding:0 .25rem}
.choice{display:flex;gap:.5rem;align-items:center;font-weight:400;margin:0;min-height:2.75rem}.choice input{width:auto;margin:0;accent-color:var(--accent)}
.button.secondary{background:transparent;color:var(--accent);border:1px solid var(--accent)}.button.danger{background:var(--error);color:var(--on-accent)}footer{text-align:center;font-size:.875rem;color:var(--muted);padding:1rem}
`;

export interface PageMeta {
  /** The tab's and the preview's title, e.g. 'Order OJA-123 from Ada Fabrics'. */
  title: string;
  /** The preview's line: amount and status, e.g. '₦26,500.00 · Paid'. */
  description: string;
  /** The page's own address (og:url). */
  url: string;
}

/** A whole page: the meta a WhatsApp (Open Graph) or X (twitter:) preview reads, the style, the body. */
export const layout = (meta: PageMeta, body: SafeHtml) =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${meta.title}</title>
        <meta name="description" content="${meta.description}" />
        <meta name="robots" content="noindex" />
        <meta property="og:type" content="website" />
        <meta property="og:site_name" content="Oja" />
        <meta property="og:title" content="${meta.title}" />
        <meta property="og:description" content="${meta.description}" />
        <meta property="og:url" content="${meta.url}" />
        <meta name="twitter:card" content="summary" />
        <meta name="twitter:title" content="${meta.title}" />
        <meta name="twitter:description" content="${meta.description}" />
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <main>${body}</main>
        <footer>Powered by Oja</footer>
      </body>
    </html>`.text;

/** The answer for every token that opens nothing: unknown, revoked and another kind's look the same. */
export const notFoundPage = () =>
  layout(
    { title: 'Link not found', description: 'This link does not exist or is no longer valid.', url: '' },
    html`<section>
      <h1>Link not found</h1>
      <p>This link does not exist or is no longer valid. Ask the seller for a new one.</p>
    </section>`,
  );

export const tooManyPage = () =>
  layout(
    { title: 'Please wait a moment', description: 'Too many pages were opened from this address.', url: '' },
    html`<section>
      <h1>Please wait a moment</h1>
      <p>Too many pages were opened from your network just now. Wait a minute, then open the link again.</p>
    </section>`,
  );

/** A row of a lines table: what, how many, the amount as shown (a count left empty for a sum). */
export interface TableLine {
  name: string;
  quantity?: number;
  amount: string;
}

/** The items of an order, invoice or receipt: item, quantity and amount, then the sums in the footer. */
export const linesTable = (lines: TableLine[], sums: TableLine[]) => {
  const row = (l: TableLine) =>
    html`<tr>
      <td>${l.name}</td>
      <td class="n">${l.quantity ?? ''}</td>
      <td class="n">${l.amount}</td>
    </tr>`;
  return html`<table>
    <thead>
      <tr>
        <th>Item</th>
        <th class="n">Qty</th>
        <th class="n">Amount</th>
      </tr>
    </thead>
    <tbody>
      ${lines.map(row)}
    </tbody>
    <tfoot>
      ${sums.map(row)}
    </tfoot>
  </table>`;
};
