import { existsSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import PDFKit from 'pdfkit';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { renderInvoicePdf } from '../../src/modules/invoices/invoice-pdf.ts';
import type { InvoiceRow, LineRow } from '../../src/modules/invoices/invoice-repository.ts';
import { ascii85Encode } from './pdf-encoders.ts';
import { appendUpdate, BASE_OBJECTS, buildPdf, buildXrefStreamPdf, obj, stream } from './pdf-writer.ts';

const render = (build: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}) =>
  new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFKit(options);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    build(doc);
    doc.end();
  });

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 235, g: 230, b: 220 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><text x="40" y="80" font-size="48">CAC</text></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
const transparent = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();

async function pdfLib(useObjectStreams: boolean, images: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle('Proof of address');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Electricity bill, Ikeja', { x: 50, y: 700, size: 18, font });
  if (images) {
    doc
      .addPage()
      .drawImage(await doc.embedJpg(await photo(1240, 1754)), { x: 0, y: 0, width: 595, height: 842 });
    doc.addPage().drawImage(await doc.embedPng(await transparent(400, 300)), { x: 50, y: 50 });
  }
  return Buffer.from(await doc.save({ useObjectStreams }));
}

const invoice = {
  invoiceNumber: 42,
  fullname: 'Ngozi Eze',
  email: 'ngozi@example.com',
  phoneNumber: '+2348012345678',
  address: '12 Allen Avenue, Ikeja',
  billingDate: '2025-03-01',
  dueDate: '2025-03-15',
  currency: 'NGN',
  status: 'sent',
  paymentStatus: 'unpaid',
  totalAmountMinor: 15_000_00,
  note: 'Delivery on Saturday morning.',
} as unknown as InvoiceRow;
const lines = [
  { name: 'Jollof rice (party tray)', quantity: 3, priceMinor: 5_000_00, totalAmountMinor: 15_000_00 },
] as unknown as LineRow[];

const seller = {
  name: 'Mama Put Foods',
  address: ['14 Balogun Street, Lagos Island, Lagos, Nigeria'],
  bank: { bankName: 'GTBank', accountNumber: '0123456789', accountName: 'MAMA PUT FOODS' },
};

/** Documents a merchant sends every day: each must be accepted. */
export async function validPdfs(): Promise<{ name: string; bytes: Buffer }[]> {
  const dejavu = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
  const [scan, logo] = [await photo(1240, 1754), await transparent(200, 100)];
  const list: [string, Buffer][] = [
    ["the project's invoice PDF", await renderInvoicePdf(invoice, lines, seller)],
    [
      'pdfkit text, two pages, compressed',
      await render((d) => d.text('Hello Lagos').addPage().text('Page two')),
    ],
    ['pdfkit text, uncompressed', await render((d) => d.text('Receipt'), { compress: false })],
    ['pdfkit scanned page (JPEG)', await render((d) => d.image(scan, 0, 0, { width: 595 }))],
    ['pdfkit PNG with transparency', await render((d) => d.image(logo, 10, 10))],
    ['pdfkit web link', await render((d) => d.text('Our shop', { link: 'https://oja.example/shop' }))],
    ['pdf-lib with object streams', await pdfLib(true, false)],
    ['pdf-lib scan with object streams (JPEG and PNG)', await pdfLib(true, true)],
    ['pdf-lib scan without object streams', await pdfLib(false, true)],
    [
      'pdf-lib document loaded and saved again',
      Buffer.from(await (await PDFDocument.load(await pdfLib(true, true))).save()),
    ],
    [
      'cross-reference stream with a PNG predictor',
      buildXrefStreamPdf(
        [BASE_OBJECTS[0]!],
        [
          {
            num: 4,
            members: [
              [2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
              [3, '<< /Type /Page /Parent 2 0 R >>'],
            ],
          },
        ],
      ),
    ],
    [
      'incremental update adding document information',
      appendUpdate(
        buildPdf(BASE_OBJECTS),
        [obj(4, '<< /Title (Signed copy) /Producer (Scanner) >>')],
        '/Root 1 0 R /Info 4 0 R',
      ),
    ],
    [
      'OpenAction to a destination',
      buildPdf([
        obj(1, '<< /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] >>'),
        ...BASE_OBJECTS.slice(1),
      ]),
    ],
    [
      'fax-coded scan (CCITTFaxDecode) and ASCII85 contents',
      buildPdf([
        obj(1, '<< /Type /Catalog /Pages 2 0 R >>'),
        BASE_OBJECTS[1]!,
        obj(3, '<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im0 5 0 R >> >> >>'),
        stream(
          4,
          '/Filter [/ASCII85Decode /FlateDecode]',
          ascii85Encode(deflateSync('q 595 0 0 842 0 0 cm /Im0 Do Q')),
        ),
        stream(
          5,
          '/Type /XObject /Subtype /Image /Width 8 /Height 8 /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns 8 >>',
          Buffer.alloc(12, 0xaa),
        ),
      ]),
    ],
    [
      'stream with an indirect /Length',
      buildPdf([...BASE_OBJECTS, stream(4, '', 'BT ET', '5 0 R'), obj(5, '5')]),
    ],
  ];
  if (existsSync(dejavu))
    list.push([
      'pdfkit with an embedded TrueType font',
      await render((d) => d.font(dejavu).text('₦1,500.00')),
    ]);
  return list.map(([name, bytes]) => ({ name, bytes }));
}
