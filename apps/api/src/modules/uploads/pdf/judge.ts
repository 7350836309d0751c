import { findActiveContent } from './active-content.ts';
import { checkCrossReferences, checkNothingHidden } from './cross-reference.ts';
import { readDocument } from './document.ts';
import { PdfEncryptedError } from './filters.ts';
import { PdfSyntaxError } from './lexer.ts';

export type PdfVerdict =
  { ok: true } | { ok: false; reason: 'active' | 'encrypted' | 'unreadable'; detail: string };

/**
 * Judges an uploaded PDF by reading it as a reader does (a tokenizer, objects, every revision, object
 * and cross-reference streams through their filter chains) rather than by searching its bytes.
 * Refused: active content anywhere (see active-content.ts), encryption (nothing could be inspected),
 * and anything that is not well-formed PDF, since readers repair such files in ways a judge cannot
 * predict.
 */
export function judgePdf(bytes: Buffer): PdfVerdict {
  try {
    const document = readDocument(bytes);
    checkNothingHidden(document);
    checkCrossReferences(document);
    const active = findActiveContent(document);
    return active ? { ok: false, reason: 'active', detail: active } : { ok: true };
  } catch (error) {
    if (error instanceof PdfEncryptedError) return { ok: false, reason: 'encrypted', detail: error.message };
    if (error instanceof PdfSyntaxError) return { ok: false, reason: 'unreadable', detail: error.message };
    throw error;
  }
}
