import sharp from 'sharp';
import { formatCedis, toPesewas } from '../../../shared/money';
import { SITE_NAME } from '../../../shared/site';
import type { ShareSubject } from './find-share-subject';
import { escapeHtml, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-head';

const W = SHARE_IMAGE_WIDTH;
const H = SHARE_IMAGE_HEIGHT;
/** The product's picture is a square on the left; the text panel takes the rest. */
const PICTURE = H;
const PAD = 48;
const TEXT_X = PICTURE + PAD;
const TEXT_WIDTH = W - TEXT_X - PAD;
const JPEG_QUALITY = 82;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

/**
 * A conservative width of a text in DejaVu Sans Bold, in ems: librsvg cannot wrap text, so lines
 * are broken here by this estimate (too wide only ever means an earlier break).
 */
function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    if (char === ' ') width += 0.35;
    else if (/[iljI.,:;'!|]/.test(char)) width += 0.38;
    else if (/[MWmw@]/.test(char)) width += 1.0;
    else if (/[frt]/.test(char)) width += 0.5;
    else if (/[A-Z0-9₵]/.test(char)) width += 0.77;
    else width += 0.66;
  }
  return width;
}

/** Words into at most `maxLines` lines of at most `maxEm`; the last line ends with "…" when cut. */
export function wrapLines(text: string, maxEm: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    // A single word wider than a line is cut.
    while (emWidth(word) > maxEm) {
      let cut = word.length - 1;
      while (cut > 1 && emWidth(word.slice(0, cut)) > maxEm) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const candidate = line ? `${line} ${word}` : word;
    if (emWidth(candidate) <= maxEm) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!;
  while (last && emWidth(`${last}…`) > maxEm) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.replace(/[\s,.;:-]+$/, '')}…`;
  return kept;
}

function textPanelSvg(subject: ShareSubject): string {
  const price = formatCedis(subject.price);
  const discounted = toPesewas(subject.originalPrice) > toPesewas(subject.price);
  const nameSize = 44;
  const nameLines = wrapLines(subject.name, TEXT_WIDTH / nameSize, 4);
  const nameTop = 150;
  const lineHeight = Math.round(nameSize * 1.2);
  const name = nameLines
    .map(
      (line, i) =>
        `<text x="${TEXT_X}" y="${nameTop + i * lineHeight}" font-size="${nameSize}" font-weight="bold" fill="#1c1917">${escapeHtml(line)}</text>`,
    )
    .join('');
  // The price is never cut: a long one gets a smaller font instead.
  const priceSize = Math.min(64, Math.floor(TEXT_WIDTH / emWidth(price)));
  const priceY = 470;
  let was = '';
  if (discounted) {
    const original = formatCedis(subject.originalPrice);
    const off = Math.round(
      ((toPesewas(subject.originalPrice) - toPesewas(subject.price)) / toPesewas(subject.originalPrice)) *
        100,
    );
    const wasWidth = Math.ceil(emWidth(original) * 28 * 0.88);
    was = `<text x="${TEXT_X}" y="${priceY - priceSize - 14}" font-size="28" fill="#78716c">${escapeHtml(original)}</text>
<rect x="${TEXT_X}" y="${priceY - priceSize - 25}" width="${wasWidth}" height="3" fill="#78716c"/>
<rect x="${TEXT_X + wasWidth + 16}" y="${priceY - priceSize - 46}" width="96" height="42" rx="21" fill="#ce1126"/>
<text x="${TEXT_X + wasWidth + 64}" y="${priceY - priceSize - 16}" font-size="24" font-weight="bold" fill="#fff" text-anchor="middle">-${off}%</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">
<rect x="${PICTURE}" y="0" width="${W - PICTURE}" height="${H}" fill="#ffffff"/>
<rect x="${PICTURE}" y="0" width="${(W - PICTURE) / 3}" height="10" fill="#ce1126"/>
<rect x="${PICTURE + (W - PICTURE) / 3}" y="0" width="${(W - PICTURE) / 3}" height="10" fill="#fcd116"/>
<rect x="${PICTURE + (2 * (W - PICTURE)) / 3}" y="0" width="${(W - PICTURE) / 3 + 1}" height="10" fill="#006b3f"/>
<text x="${TEXT_X}" y="80" font-size="32" font-weight="bold" fill="#006b3f">${SITE_NAME}</text>
${name}
${was}
<text x="${TEXT_X}" y="${priceY}" font-size="${priceSize}" font-weight="bold" fill="#006b3f">${escapeHtml(price)}</text>
<text x="${TEXT_X}" y="${H - PAD}" font-size="24" fill="#57534e">Delivered across Ghana · Pay in cedis</text>
</svg>`;
}

/** The left square when the product has no readable picture: the shop's green. */
function placeholderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE}" height="${PICTURE}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#004d2c"/><stop offset="1" stop-color="#16a34a"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="56%" font-family="${FONT}" font-size="260" font-weight="bold" fill="#fff" fill-opacity="0.9" text-anchor="middle">₵</text>
</svg>`;
}

async function pictureSquare(picture: Buffer | undefined): Promise<Buffer> {
  if (picture) {
    try {
      return await sharp(picture, { failOn: 'error' })
        .rotate()
        .resize(PICTURE, PICTURE, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .png()
        .toBuffer();
    } catch {
      // An unreadable file: the placeholder below.
    }
  }
  return sharp(Buffer.from(placeholderSvg())).png().toBuffer();
}

/**
 * The 1200 x 630 JPEG a chat app shows for a shared link: the product's picture on the left, then
 * the shop's name, the product's name (up to four lines), the price in GH₵ (the original struck
 * through when discounted). Text comes from the database: it is escaped into the SVG.
 */
export async function renderShareImage(subject: ShareSubject, picture: Buffer | undefined): Promise<Buffer> {
  const square = await pictureSquare(picture);
  return sharp({ create: { width: W, height: H, channels: 3, background: '#ffffff' } })
    .composite([
      { input: square, left: 0, top: 0 },
      { input: Buffer.from(textPanelSvg(subject)), left: 0, top: 0 },
    ])
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}
