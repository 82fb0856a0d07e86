import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD_MESSAGES, TOO_MANY_IMAGES_MESSAGE } from '../../../shared/uploads/image-upload';
import { localUploadsDir } from '../../adapters/storage/configured-storage';
import { signInAdmin } from '../../test/admin-session';
import { jpegWithHtml, multipartBody, pixelFloodPng, testImage, type UploadFile } from '../../test/multipart';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
let uploadsDir: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signInAdmin(t)).cookie;
  uploadsDir = localUploadsDir(t.config);
  // A whole app on a fresh database: slow when the machine is busy.
}, 120_000);
afterAll(() => t.close());
beforeEach(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

function upload(files: UploadFile[]) {
  const { payload, contentType } = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/uploads/images',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
    payload,
  });
}

/** Every file under DATA_DIR/uploads, relative to it. */
function storedFiles(): string[] {
  if (!fs.existsSync(uploadsDir)) return [];
  return (fs.readdirSync(uploadsDir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(uploadsDir, name)).isFile())
    .sort();
}

async function rowCounts() {
  const result = await t.db.execute(
    sql`SELECT (SELECT count(*) FROM deals)::int AS deals, (SELECT count(*) FROM admin_activity)::int AS activity`,
  );
  return (result as unknown as { rows: unknown[] }).rows?.[0] ?? result;
}

const jpeg = (name = 'photo.jpg') =>
  testImage('jpeg').then((data) => ({ filename: name, contentType: 'image/jpeg', data }));

describe('POST /api/admin/uploads/images', () => {
  it('stores JPEG, PNG and WebP as WebP at each srcset width under a random name', async () => {
    const files: UploadFile[] = [
      await jpeg('holiday photo.jpg'),
      { filename: 'shot.png', contentType: 'image/png', data: await testImage('png', 1600, 900) },
      { filename: 'pic.webp', contentType: 'image/webp', data: await testImage('webp') },
    ];
    const response = await upload(files);
    expect(response.statusCode).toBe(200);
    const { urls } = response.json() as { urls: string[] };
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}-640\.webp$/);
    expect(storedFiles()).toHaveLength(9);
    expect(storedFiles().every((name) => /^images\/[0-9a-f-]{36}-(320|640|1024)\.webp$/.test(name))).toBe(
      true,
    );
    // The large PNG is scaled to each width; the small JPEG is never enlarged.
    const big = urls[1]!.replace('/uploads/', '').replace('-640', '-1024');
    expect(await sharp(path.join(uploadsDir, big)).metadata()).toMatchObject({
      format: 'webp',
      width: 1024,
      height: 576,
    });
    const small = urls[0]!.replace('/uploads/', '').replace('-640', '-320');
    expect(await sharp(path.join(uploadsDir, small)).metadata()).toMatchObject({ width: 48 });
  });

  it('strips metadata', async () => {
    const tagged = await sharp(await testImage('jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-owner' } } })
      .jpeg()
      .toBuffer();
    expect(tagged.includes('secret-gps-and-owner')).toBe(true);
    const response = await upload([{ filename: 'a.jpg', contentType: 'image/jpeg', data: tagged }]);
    expect(response.statusCode).toBe(200);
    for (const file of storedFiles()) {
      const bytes = fs.readFileSync(path.join(uploadsDir, file));
      expect(bytes.includes('secret-gps-and-owner')).toBe(false);
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });

  it('keeps a JPEG/HTML polyglot only as a clean WebP: the HTML is not stored', async () => {
    const html = '<html><body><script>alert(document.cookie)</script></body></html>';
    const polyglot = jpegWithHtml(await testImage('jpeg'), html);
    expect(await sharp(polyglot).metadata()).toMatchObject({ format: 'jpeg' });
    const response = await upload([{ filename: 'poly.jpg', contentType: 'image/jpeg', data: polyglot }]);
    expect(response.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(3);
    for (const file of storedFiles()) {
      const bytes = fs.readFileSync(path.join(uploadsDir, file));
      expect(bytes.toString('latin1', 0, 4)).toBe('RIFF');
      expect(bytes.toString('latin1', 8, 12)).toBe('WEBP');
      expect(bytes.toString('latin1')).not.toMatch(/<script|<html/i);
    }
  });

  const cases: { name: string; files: () => Promise<UploadFile[]>; message: string }[] = [
    {
      name: 'an SVG with a script',
      files: async () => [
        {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
      message: IMAGE_UPLOAD_MESSAGES.notAnImage,
    },
    {
      name: 'an HTML file named .jpg',
      files: async () => [
        {
          filename: 'cat.jpg',
          contentType: 'image/jpeg',
          data: Buffer.from('<html><script>alert(1)</script></html>'),
        },
      ],
      message: IMAGE_UPLOAD_MESSAGES.notAnImage,
    },
    {
      name: 'a JPEG header followed by HTML',
      files: async () => [
        {
          filename: 'poly.jpg',
          contentType: 'image/jpeg',
          data: Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            Buffer.from('<html><script>alert(1)</script></html>'),
          ]),
        },
      ],
      message: IMAGE_UPLOAD_MESSAGES.unreadable,
    },
    {
      name: 'a 50 MB file',
      files: async () => {
        const data = Buffer.alloc(50 * 1024 * 1024);
        data.set([0xff, 0xd8, 0xff, 0xe0]);
        return [{ filename: 'huge.jpg', contentType: 'image/jpeg', data }];
      },
      message: IMAGE_UPLOAD_MESSAGES.tooLarge,
    },
    {
      name: 'a pixel flood (a small PNG declaring 50,000 x 50,000)',
      files: async () => [{ filename: 'flood.png', contentType: 'image/png', data: pixelFloodPng() }],
      message: IMAGE_UPLOAD_MESSAGES.tooManyPixels,
    },
    {
      name: 'a ../../ file name',
      files: async () => [await jpeg('../../../etc/evil.jpg')],
      message: IMAGE_UPLOAD_MESSAGES.badName,
    },
    {
      name: 'a seventh image',
      files: async () => Promise.all(Array.from({ length: 7 }, (_, i) => jpeg(`p${i}.jpg`))),
      message: TOO_MANY_IMAGES_MESSAGE,
    },
    {
      name: 'a good image sent with a bad one (nothing is stored, not even the good one)',
      files: async () => [
        await jpeg(),
        { filename: 'x.jpg', contentType: 'image/jpeg', data: Buffer.from('GIF89a') },
      ],
      message: IMAGE_UPLOAD_MESSAGES.notAnImage,
    },
  ];

  for (const refusal of cases) {
    it(`refuses ${refusal.name} with a clear message and stores nothing`, async () => {
      const before = await rowCounts();
      const response = await upload(await refusal.files());
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(refusal.message);
      expect(storedFiles()).toEqual([]);
      expect(fs.existsSync(path.join(t.config.dataDir, 'etc'))).toBe(false);
      expect(await rowCounts()).toEqual(before);
    });
  }

  it('refuses a request without a file', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/uploads/images',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(IMAGE_UPLOAD_MESSAGES.noFile);
  });
});
