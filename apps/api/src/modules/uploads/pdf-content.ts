import { inflateSync } from 'node:zlib';

/** PDF names that run something, leave the document, submit data or carry other files. */
const ACTIVE_NAME =
  /\/(?:JavaScript|JS|Launch|AA|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData|GoToE)(?=[\s()<>[\]{}/%]|$)/;
/** Markup in a PDF's text makes it an HTML polyglot: no real document needs it outside a stream. */
const MARKUP = /<\s*(?:script|html|body|iframe|svg)\b/i;
const STREAM = /stream\r?\n([\s\S]*?)endstream/g;
/** Objects can hide inside compressed object streams (PDF 1.5+), so those are inflated and read too. */
const OBJECT_STREAM = /\/Type\s*\/ObjStm/;
const LIMIT = 64 * 1024 * 1024;

/** PDF names may spell a character as #xx (`/J#61vaScript`); readers decode it, so the check does too. */
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether a PDF carries active content (scripts, launch or submit actions, embedded files, XFA forms) or
 * HTML, in its objects or its object streams. Other streams (page contents, images, fonts) are binary
 * and skipped, so their bytes cannot trip the check by chance.
 */
export function hasActiveContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(STREAM)) {
    parts.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, text.lastIndexOf('obj', match.index)), match.index);
    if (OBJECT_STREAM.test(dictionary)) {
      const body = Buffer.from(match[1]!, 'latin1');
      try {
        parts.push(inflateSync(body, { maxOutputLength: LIMIT }).toString('latin1'));
      } catch {
        // Readers recover what they can of a damaged stream; what cannot be checked is refused.
        return true;
      }
    }
  }
  parts.push(text.slice(last));
  const objects = decodeNames(parts.join('\n'));
  return ACTIVE_NAME.test(objects) || MARKUP.test(objects);
}
