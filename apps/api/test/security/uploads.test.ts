import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { expectHandedOver, STORAGE_KINDS, storageUnderTest } from '../helpers/storages.ts';
import { createCatalogueApp, jpeg, pdf, png, upload } from '../catalogue/helpers.ts';
import { merchantAwaitingReview, operator } from '../verification/helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { badFiles, PAYLOAD } from './bad-files.ts';
import { validPdfs } from './pdf-valid.ts';

describe.each(STORAGE_KINDS)('on %s storage', (kind) => {
  const storage = storageUnderTest(kind);
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let owner: TestMerchant;
  let stranger: TestMerchant;

  beforeAll(async () => {
    t = await createCatalogueApp(storage.env());
    [owner, stranger] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(() => t?.close());

  /** Every stored file, as `<public id>/<file name>`. */
  const mediaFiles = () => storage.files(t);
  const uploadCount = async () =>
    (await t.pool.query('SELECT count(*)::int AS n FROM uploads')).rows[0].n as number;

  const get = (url: string, who?: TestMerchant) => storage.view(t, url, who ? who.headers : {});

  describe('uploads', () => {
    it('refuses every bad file of the corpus, and keeps no byte of any polyglot payload', async () => {
      const corpus = await badFiles();
      const [rowsBefore, filesBefore] = [await uploadCount(), await mediaFiles()];
      const accepted: string[] = [];
      const cleaned: string[] = [];
      for (const bad of corpus) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/v1/uploads',
          headers: { ...owner.headers, ...bad.form.headers },
          payload: bad.form.payload,
        });
        if (res.statusCode >= 400 && res.statusCode < 500) {
          expect(res.json(), bad.name).toMatchObject({ status: 'Failed', data: null });
          if (bad.message) expect(res.json().message, bad.name).toBe(bad.message);
          continue;
        }
        if (res.statusCode !== 201 || !bad.polyglot) {
          accepted.push(`${bad.name}: ${res.statusCode}`);
          continue;
        }
        // A valid image carrying markup may be kept only as a re-encoding without it.
        const id: string = res.json().data.public_id;
        const files = (await mediaFiles()).filter((f) => f.startsWith(`${id}/`));
        const stored = await Promise.all(files.map((f) => storage.read(t, f)));
        if (stored.some((bytes) => bytes.includes(PAYLOAD) || bytes.includes('<html')))
          accepted.push(bad.name);
        else cleaned.push(res.json().data.public_id);
      }
      const newRows = (await uploadCount()) - rowsBefore - cleaned.length;
      const newFiles = (await mediaFiles()).filter(
        (f) => !filesBefore.includes(f) && !cleaned.some((id) => f.startsWith(`${id}/`)),
      );
      const refused = corpus.length - accepted.length;
      console.log(
        `uploads: ${refused}/${corpus.length} bad files refused (${cleaned.length} image polyglots re-encoded without their payload), ` +
          `${newRows + newFiles.length} stored` +
          (accepted.length ? `; accepted: ${accepted.join(', ')}` : ''),
      );
      expect(corpus.length).toBeGreaterThanOrEqual(20);
      expect(accepted).toEqual([]);
      expect(newRows).toBe(0);
      expect(newFiles).toEqual([]);
    });

    it('still takes a plain PNG, JPEG and PDF, the invoice PDF the app makes, and everyday PDFs', async () => {
      for (const [name, content, preset] of [
        ['Shop front.png', await png(900, 600), 'products'],
        ['receipt.jpeg', await jpeg(200, 100), 'products'],
        ['cac.pdf', pdf(), 'documents'],
      ] as const) {
        expect((await upload(t, owner, name, content, preset)).statusCode, name).toBe(201);
      }
      const invoice = await createInvoice(t, owner);
      const download = await t.app.inject({
        method: 'GET',
        url: `/v1/invoice/${invoice.id}/pdf`,
        headers: owner.headers,
      });
      expect(download.statusCode).toBe(200);
      const documents = [
        { name: 'the invoice PDF downloaded from the app', bytes: download.rawPayload },
        ...(await validPdfs()),
      ];
      const refused: string[] = [];
      for (const [i, doc] of documents.entries()) {
        const res = await upload(t, owner, `document-${i}.pdf`, doc.bytes, 'documents');
        if (res.statusCode !== 201) refused.push(`${doc.name}: ${res.statusCode} ${res.json().message}`);
      }
      console.log(`uploads: ${documents.length - refused.length}/${documents.length} valid PDFs accepted`);
      expect(refused).toEqual([]);
    });
  });

  describe('media', () => {
    it('serves every file of an upload to its owner only: 404 for another merchant exactly as for a missing file, 401 without a session', async () => {
      const image = (await upload(t, owner, 'dress.png', await png(900, 600))).json().data;
      const doc = (await upload(t, owner, 'cac.pdf', pdf(), 'documents')).json().data;
      const urls: string[] = [
        image.secure_url,
        image.thumbnail_url,
        ...image.variants.map((v: { url: string }) => v.url),
        doc.secure_url,
      ];
      const missing = await get(
        image.secure_url.replace(image.public_id.split('/')[1], 'A'.repeat(22)),
        owner,
      );
      expect(missing.statusCode).toBe(404);
      for (const url of urls) {
        expectHandedOver(await get(url, owner), url);

        const foreign = await get(url, stranger);
        expect({ status: foreign.statusCode, body: foreign.json() }, url).toEqual({
          status: 404,
          body: missing.json(),
        });
        const anonymous = await get(url);
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json(), url).toMatchObject({ status: 'Failed', data: null });
      }
      console.log(
        `media: ${urls.length}/${urls.length} files served to their owner only (stranger 404, no session 401)`,
      );
    });

    it("shows a merchant's profile picture to a merchant they have a request with, and nothing else of theirs", async () => {
      const [partner, outsider] = await Promise.all([createMerchant(t), createMerchant(t)]);
      const avatar = (await upload(t, owner, 'me.png', await png(200, 200), 'avatars')).json().data;
      const other = (await upload(t, owner, 'stock.png', await png(50, 50))).json().data;
      const profile = await t.app.inject({
        method: 'PATCH',
        url: '/v1/users',
        headers: owner.headers,
        payload: { image: `https://shop.example${avatar.secure_url}` },
      });
      expect(profile.statusCode).toBe(200);
      expect((await get(avatar.secure_url, partner)).statusCode).toBe(404);

      const request = await t.app.inject({
        method: 'POST',
        url: '/v1/merchant/request',
        headers: partner.headers,
        payload: { recipient: owner.email, message: 'Shall we work together?' },
      });
      expect(request.statusCode).toBe(201);
      // Both sides of the request see each other's picture; nobody else does, and nothing else is opened.
      expect((await get(avatar.secure_url, partner)).statusCode).toBe(200);
      expect((await get(avatar.thumbnail_url, partner)).statusCode).toBe(200);
      expect((await get(other.secure_url, partner)).statusCode).toBe(404);
      expect((await get(avatar.secure_url, outsider)).statusCode).toBe(404);

      await t.app.inject({
        method: 'PATCH',
        url: '/v1/users',
        headers: owner.headers,
        payload: { image: null },
      });
      expect((await get(avatar.secure_url, partner)).statusCode).toBe(404);
    });

    it('shows an operator the documents in the verification queue, and no other upload', async () => {
      const [reviewer, applicant] = await Promise.all([operator(t), merchantAwaitingReview(t)]);
      const queue = await t.app.inject({
        method: 'GET',
        url: '/v1/admin/verifications?status=pending',
        headers: reviewer.headers,
      });
      const item = queue
        .json()
        .data.results.find((r: { merchantId: string }) => r.merchantId === applicant.id);
      const document = item.payload.regulatoryId.image as string;
      const photo = (await upload(t, applicant, 'shop.png', await png(40, 40))).json().data.secure_url;

      expect((await get(document, reviewer)).statusCode).toBe(200);
      expect((await get(document, applicant)).statusCode).toBe(200);
      expect((await get(photo, reviewer)).statusCode).toBe(404);
      expect((await get(document, stranger)).statusCode).toBe(404);
    });
  });
});
