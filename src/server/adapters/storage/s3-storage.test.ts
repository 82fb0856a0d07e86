import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signInAdmin } from '../../test/admin-session';
import { multipartBody, testImage } from '../../test/multipart';
import { createTestApp, TEST_ORIGIN } from '../../test/test-app';
import { createConfiguredStorage } from './configured-storage';

// A local S3-compatible server in this process: the adapter is tested without the internet.
const BUCKET = 'ghanamart-test';
let server: S3rver;
let directory: string;
let endpoint: string;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  // s3rver's own fixed credentials.
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

describe('the S3 storage adapter', () => {
  it('is chosen by S3_BUCKET, with a path-style public URL by default', () => {
    const config = loadConfig({ ...s3Env(), DATA_DIR: directory, AUTH_SECRET: 'x'.repeat(32) });
    expect(config.s3).toMatchObject({
      bucket: BUCKET,
      forcePathStyle: true,
      publicUrl: `${endpoint}/${BUCKET}`,
    });
    expect(loadConfig({ DATA_DIR: directory, AUTH_SECRET: 'x'.repeat(32) }).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'shop',
        S3_REGION: 'eu-west-1',
        DATA_DIR: directory,
        AUTH_SECRET: 'x'.repeat(32),
      }).s3?.publicUrl,
    ).toBe('https://shop.s3.eu-west-1.amazonaws.com');
    expect(() =>
      loadConfig({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'only-one', DATA_DIR: directory }),
    ).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
  });

  it('puts, tells whether a file exists, reads it back, serves it at its public URL and deletes it', async () => {
    const config = loadConfig({ ...s3Env(), S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`, DATA_DIR: directory });
    const storage = createConfiguredStorage(config);
    const body = Buffer.from('RIFF....WEBPdata');
    expect(await storage.exists('images/a-640.webp')).toBe(false);
    await storage.put('images/a-640.webp', body, 'image/webp');
    expect(await storage.exists('images/a-640.webp')).toBe(true);
    expect(await storage.get('images/a-640.webp')).toEqual(body);
    expect(await storage.get('images/none-640.webp')).toBeUndefined();
    const url = storage.publicUrl('images/a-640.webp');
    expect(url).toBe(`${endpoint}/${BUCKET}/images/a-640.webp`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(body);
    await storage.delete('images/a-640.webp');
    expect(await storage.exists('images/a-640.webp')).toBe(false);
  });

  it('receives the admin uploads when S3_BUCKET is set, and the shop allows its images', async () => {
    const t = await createTestApp({ env: s3Env() });
    try {
      const { cookie } = await signInAdmin(t);
      const { payload, contentType } = multipartBody([
        { filename: 'a.png', contentType: 'image/png', data: await testImage('png', 800, 800) },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/uploads/images',
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(200);
      const [url] = response.json().urls as string[];
      expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/images/[0-9a-f-]{36}-640\\.webp$`));
      for (const width of [320, 640, 1024]) {
        const image = await fetch(url!.replace('-640.webp', `-${width}.webp`));
        expect(image.status).toBe(200);
        expect(Buffer.from(await image.arrayBuffer()).toString('latin1', 8, 12)).toBe('WEBP');
      }
      // Nothing went to the local uploads folder.
      expect(fs.existsSync(path.join(t.config.dataDir, 'uploads', 'images'))).toBe(false);
      const page = await t.app.inject({ url: '/api/health' });
      expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${endpoint}`);
    } finally {
      await t.close();
    }
  }, 120_000); // a whole app of its own: slow on a busy machine
});
