import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { currencySymbol, formatMinor } from './money-text.ts';

/**
 * PDFKit's built-in fonts are WinAnsi-encoded and have no ₦ (U+20A6), so a TrueType font that has it is
 * embedded when the machine has one (DejaVu Sans, packaged as fonts-dejavu-core on Debian). Without one
 * the PDF falls back to Helvetica and writes amounts as 'NGN 1,500.00'.
 */
const FONT_CANDIDATES = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/TTF/DejaVuSans.ttf',
  '/usr/local/share/fonts/DejaVuSans.ttf',
  '/opt/homebrew/share/fonts/DejaVuSans.ttf',
];

interface Fonts {
  /** A standard font name, or the path of a TrueType file. */
  regular: string;
  bold: string;
  /** Whether amounts can carry the currency symbol. */
  unicode: boolean;
}

let fonts: Fonts | undefined;
export function pdfFonts(): Fonts {
  if (fonts) return fonts;
  const regular = FONT_CANDIDATES.find((file) => existsSync(file));
  if (!regular) return (fonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', unicode: false });
  const bold = path.join(path.dirname(regular), 'DejaVuSans-Bold.ttf');
  return (fonts = { regular, bold: existsSync(bold) ? bold : regular, unicode: true });
}

/** Font files are read once; PDFKit takes standard font names as they are. */
const fontFiles = new Map<string, Buffer>();
const fontData = (font: string): string | Buffer => {
  if (!font.endsWith('.ttf')) return font;
  let data = fontFiles.get(font);
  if (!data) fontFiles.set(font, (data = readFileSync(font)));
  return data;
};

export const PDF_MARGIN = 50;

/**
 * A new A4 document with the app's fonts registered as 'body' and 'bold', the money formatter for
 * `currency` (the symbol when the font has it, else the code), and the finished file once `doc.end()`.
 */
export function openPdf({ title, author, currency }: { title: string; author: string; currency: string }) {
  const { regular, bold, unicode } = pdfFonts();
  const prefix = unicode ? currencySymbol(currency) : `${currency} `;
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('body', fontData(regular));
  doc.registerFont('bold', fontData(bold));
  return { doc, done, money: (minor: number) => formatMinor(minor, prefix) };
}
