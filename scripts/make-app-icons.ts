import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Writes the installed app's icons (public/icons) from the shop's logo, public/favicon.svg, so that
 * they never drift from it. Run again after the logo changes: `node --import tsx scripts/make-app-icons.ts`.
 * The PNGs are committed: the build does not need sharp's native code.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'public/icons');
const logo = fs.readFileSync(path.join(ROOT, 'public/favicon.svg'), 'utf8');

// The logo's own drawing (the bag and the star) without its rounded green tile.
const drawing = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<title>.*?<\/title>/, '')
  .replace(/<rect[^>]*\/>/, '');
const green = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1] ?? '#006b3f';

/**
 * A maskable icon is cropped by the phone to a circle or a squircle: the tile fills the square and
 * the drawing stays inside the middle 80 % (the safe zone), here at 60 % to leave a margin.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${green}"/><g transform="translate(16 16) scale(0.6) translate(-16 -17)">${drawing}</g></svg>`;

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(OUT_DIR, file));
  console.log(`wrote public/icons/${file}`);
}

fs.mkdirSync(OUT_DIR, { recursive: true });
await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
await png(maskable, 512, 'icon-maskable-512.png');
