import os from 'node:os';
import type { IconNode } from 'lucide';
import sharp from 'sharp';
import { KNOWN_CATEGORIES, type KnownCategory } from '../../../shared/categories';
import type { Storage } from '../../adapters/storage/storage';
import { CATALOGUE } from './catalogue-data';
import type { GlyphName } from './glyphs';
import { createRandom, seedFrom } from './random';

/**
 * Seed images are generated here from SVG (gradient, soft shapes and a lucide glyph; no text, so
 * no font is needed) and never downloaded.
 *
 * Each category has a pool of pictures per glyph: the glyphs its product templates name
 * (catalogue-data.ts), so a product only ever shows a picture of its own kind of product.
 *
 * Naming convention: every image exists at each of SEED_IMAGE_WIDTHS, as
 *   seed/<name>-<width>.webp    e.g. seed/electronics-earbuds-2-320.webp, seed/placeholder-1024.webp
 * where <name> is `<category-slug>-<glyph>-<n>` (n = 1..variants of that glyph) or `placeholder`.
 * The glyph is in the name so that a stored image is never reused for another glyph.
 * The database stores the 640 URL; a client builds the srcset by replacing `-640.webp` with
 * `-320.webp` and `-1024.webp`. All images are square.
 */
export const SEED_IMAGE_WIDTHS = [320, 640, 1024] as const;
type SeedImageWidth = (typeof SEED_IMAGE_WIDTHS)[number];

/**
 * A category has at least this many pictures: one per glyph, more per glyph when it has few glyphs
 * (clothing is all shirts). A product's gallery draws from the pictures of its own glyph. More
 * pictures would cost seed time: rendering and encoding one takes about a quarter of a second.
 */
const MIN_CATEGORY_PICTURES = 4;

const STORED_WIDTH: SeedImageWidth = 640;
const RENDER_SIZE = 1024;
const WEBP_QUALITY = 72;
// Much faster than the default effort (4), for files only slightly larger: the seed makes many.
const WEBP_EFFORT = 2;

function seedImageKey(name: string, width: SeedImageWidth): string {
  return `seed/${name}-${width}.webp`;
}

/** "Fashion & Apparel" -> "fashion-apparel". */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The glyphs of a category's products, in template order, each once. */
export function categoryGlyphs(category: KnownCategory): GlyphName[] {
  return [...new Set(CATALOGUE[category].products.map((product) => product.glyph))];
}

const imageName = (category: KnownCategory, glyph: GlyphName, variant: number) =>
  `${categorySlug(category)}-${glyph}-${variant}`;

/** How many pictures each glyph of a category has. */
function variantsPerGlyph(category: KnownCategory): number {
  return Math.ceil(MIN_CATEGORY_PICTURES / categoryGlyphs(category).length);
}

/** The stored (640) URLs of the pictures of one glyph in one category, variant 1 first. */
export function glyphImageUrls(storage: Storage, category: KnownCategory, glyph: GlyphName): string[] {
  return Array.from({ length: variantsPerGlyph(category) }, (_, i) =>
    storage.publicUrl(seedImageKey(imageName(category, glyph, i + 1), STORED_WIDTH)),
  );
}

interface CategoryArt {
  /** Gradient start, gradient end, accent glow. */
  palette: readonly [string, string, string];
}

const CATEGORY_ART: Record<KnownCategory, CategoryArt> = {
  Electronics: { palette: ['#1e3a8a', '#2563eb', '#22d3ee'] },
  'Fashion & Apparel': { palette: ['#831843', '#db2777', '#fbcfe8'] },
  'Home & Garden': { palette: ['#14532d', '#16a34a', '#bef264'] },
  'Home & Kitchen': { palette: ['#9a3412', '#f97316', '#fde047'] },
  'Home & Bedroom': { palette: ['#3b0764', '#7c3aed', '#f0abfc'] },
  'Health & Beauty': { palette: ['#9f1239', '#fb7185', '#fed7aa'] },
  'Sports & Outdoor': { palette: ['#064e3b', '#0d9488', '#a7f3d0'] },
  Automotive: { palette: ['#111827', '#b91c1c', '#fca5a5'] },
  'Baby & Kids': { palette: ['#075985', '#38bdf8', '#fef08a'] },
  'Pet Supplies': { palette: ['#78350f', '#d97706', '#fde68a'] },
  Accessories: { palette: ['#4a044e', '#a21caf', '#fbbf24'] },
  'Toys & Games': { palette: ['#5b21b6', '#ea580c', '#fde047'] },
  'Office & School': { palette: ['#0c4a6e', '#0891b2', '#a5f3fc'] },
  'Tools & Hardware': { palette: ['#1c1917', '#a16207', '#fde047'] },
  'Jewelry & Watches': { palette: ['#0f172a', '#92400e', '#fcd34d'] },
  'Books & Media': { palette: ['#312e81', '#be185d', '#fda4af'] },
  'Collectibles & Art': { palette: ['#115e59', '#ca8a04', '#fef3c7'] },
};

const PLACEHOLDER_ART: CategoryArt = { palette: ['#6b7280', '#9ca3af', '#e5e7eb'] };

const n1 = (value: number) => value.toFixed(1);

// The radial glow was the costliest part of rendering (a quarter of an image's time): it is now a
// circle rather than a canvas-wide rectangle (outside its radius the gradient is transparent
// anyway), and smaller, so that a category can have a picture per kind of product.
const GLOW_RADIUS = Math.round(RENDER_SIZE * 0.5);

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

function iconElements(icon: IconNode, colour: string): string {
  return icon
    .map(([tag, attributes]) => {
      const text = Object.entries(attributes)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => {
          const literal = String(value) === 'currentColor' ? colour : String(value);
          return `${name}="${escapeAttribute(literal)}"`;
        })
        .join(' ');
      return `<${tag} ${text}/>`;
    })
    .join('');
}

/** A closed, smooth, irregular blob (Catmull-Rom through points around a circle). */
function blobPath(cx: number, cy: number, radius: number, random: () => number): string {
  const count = 7;
  const points = Array.from({ length: count }, (_, i) => {
    const angle = (i / count) * Math.PI * 2;
    const r = radius * (0.78 + random() * 0.4);
    return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r] as const;
  });
  const at = (i: number) => points[(i + count) % count]!;
  let d = `M${n1(at(0)[0])} ${n1(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n1(c1[0]!)} ${n1(c1[1]!)} ${n1(c2[0]!)} ${n1(c2[1]!)} ${n1(p2[0])} ${n1(p2[1])}`;
  }
  return `${d}Z`;
}

type Layout = 'bubbles' | 'rings' | 'blobs' | 'dots' | 'stripes' | 'arcs';
const LAYOUTS: readonly Layout[] = ['bubbles', 'rings', 'blobs', 'dots', 'stripes', 'arcs'];

function decorations(layout: Layout, accent: string, random: ReturnType<typeof createRandom>): string {
  const size = RENDER_SIZE;
  switch (layout) {
    case 'bubbles':
      return Array.from({ length: 7 }, () => {
        const r = random.int(40, 190);
        return `<circle cx="${random.int(0, size)}" cy="${random.int(0, size)}" r="${r}" fill="#fff" opacity="${n1(random.float(0.05, 0.16))}"/>`;
      }).join('');
    case 'rings': {
      const cx = random.pick([120, size - 120]);
      const cy = random.pick([140, size - 140]);
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<circle cx="${cx}" cy="${cy}" r="${90 + i * 85}" fill="none" stroke="#fff" stroke-width="${14 - i * 1.5}" opacity="${n1(0.2 - i * 0.025)}"/>`,
      ).join('');
    }
    case 'blobs':
      return [
        `<path d="${blobPath(random.int(100, 300), random.int(100, 300), 260, random.next)}" fill="${accent}" opacity="0.22"/>`,
        `<path d="${blobPath(random.int(700, 920), random.int(700, 920), 300, random.next)}" fill="#fff" opacity="0.12"/>`,
      ].join('');
    case 'dots': {
      const startX = random.pick([60, size - 360]);
      const startY = random.pick([60, size - 360]);
      const dots: string[] = [];
      for (let row = 0; row < 7; row++) {
        for (let col = 0; col < 7; col++) {
          dots.push(`<circle cx="${startX + col * 50}" cy="${startY + row * 50}" r="7"/>`);
        }
      }
      return `<g fill="#fff" opacity="0.28">${dots.join('')}</g><circle cx="${size - startX}" cy="${size - startY}" r="230" fill="${accent}" opacity="0.2"/>`;
    }
    case 'stripes': {
      const stripes = Array.from(
        { length: 9 },
        (_, i) => `<rect x="${-600 + i * 260}" y="-400" width="90" height="2000" fill="#fff"/>`,
      );
      return `<g opacity="0.07" transform="rotate(${random.pick([35, -35])} 512 512)">${stripes.join('')}</g>`;
    }
    case 'arcs':
      return [
        `<circle cx="${random.int(-80, 120)}" cy="${size + random.int(-60, 60)}" r="420" fill="${accent}" opacity="0.25"/>`,
        `<circle cx="${size + random.int(-60, 60)}" cy="${random.int(-80, 100)}" r="330" fill="#fff" opacity="0.14"/>`,
      ].join('');
  }
}

/**
 * One 1024 x 1024 picture: gradient, decorations, a soft halo and a large white glyph. `variant`
 * counts the pictures of a category, so that neighbouring ones get different layouts.
 */
function imageSvg(art: CategoryArt, icon: IconNode, variant: number, seedLabel: string): string {
  const random = createRandom(seedFrom(seedLabel));
  const [from, to, accent] = art.palette;
  const layout = LAYOUTS[variant % LAYOUTS.length]!;
  // The gradient runs in a random direction; odd variants swap its ends for more variety.
  const angle = random.float(0, Math.PI * 2);
  const [x1, y1] = [50 + Math.cos(angle) * 50, 50 + Math.sin(angle) * 50];
  const [start, end] = variant % 2 === 0 ? [from, to] : [to, from];
  const glowX = random.pick([20, 80]);
  const glowY = random.pick([15, 85]);
  const glyphSize = 470;
  const scale = glyphSize / 24;
  const offset = (RENDER_SIZE - glyphSize) / 2;
  const glyph = (colour: string, strokeWidth: number, dy = 0) =>
    `<g transform="translate(${offset} ${offset + dy}) scale(${n1(scale)})" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${iconElements(icon, colour)}</g>`;
  const halo =
    variant % 3 === 0
      ? `<rect x="222" y="222" width="580" height="580" rx="150" fill="#fff" opacity="0.13"/>`
      : `<circle cx="512" cy="512" r="310" fill="#fff" opacity="0.13"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_SIZE}" height="${RENDER_SIZE}" viewBox="0 0 ${RENDER_SIZE} ${RENDER_SIZE}">
<defs>
<linearGradient id="bg" x1="${n1(x1)}%" y1="${n1(y1)}%" x2="${n1(100 - x1)}%" y2="${n1(100 - y1)}%"><stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient>
<radialGradient id="glow" gradientUnits="userSpaceOnUse" cx="${glowX * 10.24}" cy="${glowY * 10.24}" r="${GLOW_RADIUS}"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<circle cx="${glowX * 10.24}" cy="${glowY * 10.24}" r="${GLOW_RADIUS}" fill="url(#glow)"/>
${decorations(layout, accent, random)}
${halo}
<!-- A blur filter would cost ~180 ms per image; a faint, wider stroke gives a soft enough shadow. -->
<g opacity="0.12">${glyph('#000', 2.6, 13)}</g>
${glyph('#fff', 1.5)}
</svg>`;
}

interface ImageJob {
  name: string;
  svg: () => string;
}

function imageJobs(glyphs: Record<GlyphName, IconNode>, placeholder: IconNode): ImageJob[] {
  const jobs: ImageJob[] = KNOWN_CATEGORIES.flatMap((category) =>
    categoryGlyphs(category).flatMap((glyph, glyphIndex) =>
      Array.from({ length: variantsPerGlyph(category) }, (_, i) => {
        const name = imageName(category, glyph, i + 1);
        const variant = glyphIndex * variantsPerGlyph(category) + i;
        return { name, svg: () => imageSvg(CATEGORY_ART[category], glyphs[glyph], variant, name) };
      }),
    ),
  );
  jobs.push({ name: 'placeholder', svg: () => imageSvg(PLACEHOLDER_ART, placeholder, 0, 'placeholder') });
  return jobs;
}

async function renderAndStore(storage: Storage, job: ImageJob): Promise<void> {
  // Rasterise the SVG once, then encode each width from the same pixels. The images are opaque:
  // dropping the alpha channel makes encoding cheaper.
  const { data, info } = await sharp(Buffer.from(job.svg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (const width of SEED_IMAGE_WIDTHS) {
    let pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    if (width !== info.width) pipeline = pipeline.resize(width, width);
    // sharp writes no metadata unless asked to, so nothing but pixels leaves here.
    const webp = await pipeline.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toBuffer();
    await storage.put(seedImageKey(job.name, width), webp, 'image/webp');
  }
}

async function allWidthsExist(storage: Storage, name: string): Promise<boolean> {
  const found = await Promise.all(
    SEED_IMAGE_WIDTHS.map((width) => storage.exists(seedImageKey(name, width))),
  );
  return found.every(Boolean);
}

export interface GenerateSeedImagesOptions {
  log?: (message: string) => void;
  /** Images rendered at once; sharp already uses threads inside each, so the core count suffices. */
  concurrency?: number;
}

/** Writes every glyph's pictures and the placeholder; images already stored are left as they are. */
export async function generateSeedImages(
  storage: Storage,
  options: GenerateSeedImagesOptions = {},
): Promise<{ generated: number; skipped: number }> {
  // lucide's icons are loaded only to draw them: a shop started on seeded data never holds them.
  const [{ GLYPHS }, { Package }] = await Promise.all([import('./glyphs'), import('lucide')]);
  const jobs = imageJobs(GLYPHS, Package);
  const concurrency = options.concurrency ?? Math.max(1, os.availableParallelism());
  let next = 0;
  let done = 0;
  let generated = 0;
  const reportEvery = Math.ceil(jobs.length / 4);
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      if (!(await allWidthsExist(storage, job.name))) {
        await renderAndStore(storage, job);
        generated++;
      }
      done++;
      if (done % reportEvery === 0 || done === jobs.length) {
        options.log?.(`Generating images… ${done}/${jobs.length}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
  return { generated, skipped: jobs.length - generated };
}
