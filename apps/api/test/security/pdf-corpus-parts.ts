/** Pieces shared by the hostile PDFs of the corpus. */
import { BASE_OBJECTS, buildPdf, buildXrefStreamPdf, obj } from './pdf-writer.ts';

/** How the judge must answer: refused for active content, for encryption, or as unreadable. */
export type Refusal = 'active' | 'encrypted' | 'unreadable';
export interface HostilePdf {
  name: string;
  bytes: Buffer;
  refusal: Refusal;
}

export const JS_ACTION = '<< /S /JavaScript /JS (app.alert(1)) >>';
export const [, PAGES, PAGE] = BASE_OBJECTS as [
  unknown,
  (typeof BASE_OBJECTS)[number],
  (typeof BASE_OBJECTS)[number],
];
/** The base document with its catalog's body replaced. */
export const withCatalog = (catalog: string, ...more: Parameters<typeof buildPdf>[0]) =>
  buildPdf([obj(1, catalog), PAGES, PAGE, ...more]);
export const catalogOpening = (action: string) =>
  withCatalog(`<< /Type /Catalog /Pages 2 0 R /OpenAction ${action} >>`);
/** A page whose only link runs `action` when clicked. */
export const linkRunning = (action: string) =>
  buildPdf([
    BASE_OBJECTS[0]!,
    PAGES,
    obj(3, `<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A ${action} >>] >>`),
  ]);
export const clean = () => buildPdf(BASE_OBJECTS);
/** An object stream holding the catalog (OpenAction → object 4) and, as object 4, a JavaScript action. */
const evilMembers: [number, string][] = [
  [1, '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>'],
  [4, JS_ACTION],
];
export const compressedWith = (dict: string, encode: (data: Buffer) => Buffer) =>
  buildXrefStreamPdf([PAGES, PAGE], [{ num: 5, members: evilMembers, dict, encode }]);

/** Rewrites the xref entry of object `num` to point `shift` bytes after the first `marker`. */
export function pointEntryAt(pdf: Buffer, num: number, marker: string, shift: number): Buffer {
  const text = pdf.toString('latin1');
  const target = String(text.indexOf(marker) + shift).padStart(10, '0');
  return Buffer.from(text.replace(new RegExp(`\n${num} 1\n\\d{10}`), `\n${num} 1\n${target}`), 'latin1');
}
