import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
  /** The form field; `images` unless told. */
  field?: string;
}

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipartBody(files: UploadFile[]) {
  const boundary = `----test${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'images'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small real picture (a coloured rectangle) in the given format. */
export function testImage(format: 'jpeg' | 'png' | 'webp', width = 48, height = 32, colour = '#d97706') {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    [format]()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width x height pixels (a "pixel flood"). */
export function pixelFloodPng(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const firstRows = zlib.deflateSync(Buffer.alloc(1 + width * 3 * 2));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid JPEG carrying an HTML page in a comment segment (a JPEG/HTML polyglot). */
export function jpegWithHtml(jpeg: Buffer, html: string): Buffer {
  const comment = Buffer.from(html, 'latin1');
  const marker = Buffer.alloc(4);
  marker.set([0xff, 0xfe], 0);
  marker.writeUInt16BE(comment.length + 2, 2);
  // Right after the start-of-image marker (FF D8).
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)]);
}
