import type { PdfDocument } from './document.ts';
import { groupBy } from './group.ts';
import { isDict, isName, isRef, type PdfValue } from './objects.ts';

/**
 * Names that run code (JavaScript), start programs or other documents (Launch, GoToR, GoToE), send or
 * load data (SubmitForm, ImportData), act without a click (additional actions, AA), carry other files
 * (embedded files, file attachments, EF) or other engines (RichMedia, XFA forms). Each is refused as a
 * dictionary key or as a name value (`/S /JavaScript`, `/Type /EmbeddedFile`), in any object. URI link
 * actions stay allowed: they open only on a click, and readers ask before leaving the document.
 */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'AA',
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
]);

/** The first active name in a value, or undefined. An /OpenAction may only be a destination (an array). */
function findIn(value: PdfValue, isActionObject: (num: number) => boolean): string | undefined {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findIn(item, isActionObject);
      if (found) return found;
    }
    return undefined;
  }
  if (isName(value)) return ACTIVE.has(value.name) ? `/${value.name}` : undefined;
  if (!isDict(value)) return undefined;
  for (const [key, item] of value.entries) {
    if (ACTIVE.has(key)) return `/${key}`;
    if (key === 'OpenAction' && (isDict(item) || (isRef(item) && isActionObject(item.num)))) {
      return '/OpenAction with an action';
    }
    const found = findIn(item, isActionObject);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a document carries active content: every object of every revision, every object inside an
 * object stream, every stream dictionary and every trailer is searched. A stream whose data lives in
 * another file (/F) is active too. Returns a description of the first finding, or undefined.
 */
export function findActiveContent({ file, objectStreams }: PdfDocument): string | undefined {
  const values: { where: string; value: PdfValue }[] = [
    ...file.objects.map((o) => ({ where: `object ${o.num}`, value: o.value })),
    ...objectStreams.flatMap((s) =>
      s.objects.map((o) => ({
        where: `object ${o.num} in object stream ${s.container.num}`,
        value: o.value,
      })),
    ),
    ...file.tables.map((t) => ({
      where: `the trailer at byte ${t.trailerOffset}`,
      value: t.trailer as PdfValue,
    })),
  ];
  const byNumber = groupBy([...file.objects, ...objectStreams.flatMap((s) => s.objects)], (o) => o.num);
  // An /OpenAction that points to anything but a destination array is an action; so is a reference
  // to nothing, since a reader rebuilding the file might find something there.
  const isActionObject = (num: number) => {
    const targets = byNumber.get(num) ?? [];
    return targets.length === 0 || targets.some((o) => !Array.isArray(o.value));
  };
  if (file.markup) return 'HTML markup in a comment';
  for (const object of file.objects) {
    const dict = object.stream?.dict;
    if (dict && (dict.entries.has('F') || dict.entries.has('FFilter')))
      return `object ${object.num}: data in another file`;
  }
  for (const { where, value } of values) {
    const found = findIn(value, isActionObject);
    if (found) return `${where}: ${found}`;
  }
  return undefined;
}
