import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunksOfFormParts, chunksOfLazyImports, OFFLINE_PARTS_FILE } from './src/web/pwa/offline-chunks.ts';

/** The same path aliases as tsconfig.json (also used by vitest.config.ts). */
export const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
};

/**
 * React, as the shop and its libraries import it, is Preact's React layer (ADR 074): in the browser
 * and in the server renderer. The component tests (vitest.config.ts) keep React.
 */
const preact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  {
    find: /^react$/,
    replacement: fileURLToPath(new URL('./src/web/lib/react-on-preact.ts', import.meta.url)),
  },
];

// In development the API server runs beside Vite; the browser only ever talks to Vite (same origin).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3001}`;
const backend = { target: apiTarget, changeOrigin: false, xfwd: true };

const GHANA_GREEN = '#006b3f';

/**
 * What a form loads on its first use to check and send (its shared zod schema, zod, the zod resolver,
 * the storable-text rule): the modules of src/shared and the resolver that the shop imports lazily.
 * The sample catalogue is shared code too, but no form's (shown when the catalogue fails to load).
 */
const isFormRules = (moduleId: string) =>
  /[\\/](src[\\/]shared|node_modules[\\/]@hookform[\\/]resolvers)[\\/]/.test(moduleId) &&
  !/[\\/]sample-products\.ts$/.test(moduleId);
/** The admin is not used offline: its forms' rules are left to load when used. */
const isAdmin = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => /[\\/]src[\\/]web[\\/]admin[\\/]/.test(id));

/** The chunks of the forms' rules in this build (ADR 052), found by `formRuleChunks` for the precache list. */
let formRules: { url: string; size: number }[] | undefined;

/**
 * A part is what the shop's own code opens without a link: a dialog, a drawer, a lazily shown form,
 * and the one page a button opens (Buy Now on a drop-shipping product opens its checkout). Other
 * pages are reached by links, and a page not yet opened is the offline page's to explain (ADR 047).
 * The admin is not used offline.
 */
const isPart = (moduleId: string) =>
  /[\\/]src[\\/]web[\\/]/.test(moduleId) &&
  !/[\\/]src[\\/]web[\\/]admin[\\/]/.test(moduleId) &&
  (!/[\\/]src[\\/]web[\\/]pages[\\/]/.test(moduleId) ||
    /[\\/]src[\\/]web[\\/]pages[\\/]dropshipping-checkout-page\.tsx$/.test(moduleId));
/** Every shop form is built on useSchemaForm. */
const holdsForm = (moduleId: string) => /[\\/]src[\\/]web[\\/]lib[\\/]use-schema-form\.ts$/.test(moduleId);
/**
 * The chunks of the parts that lead to a form (ADR 056), found by `formRuleChunks`: the worker
 * fetches those it has not precached once the first page is idle (`__GM_OFFLINE_PARTS__`).
 */
let formParts: string[] | undefined;
let outDir = 'dist/web';

/**
 * Finds, in the client build's chunk graph, the chunks a page would fetch on a form's first submit
 * (beyond what the page loaded with itself): offline on a first visit they could not be fetched, so
 * the service worker precaches them (ADR 052). Read from the graph, not by name: a chunk renamed or
 * split by Rolldown is still found.
 */
function formRuleChunks(): Plugin {
  let ssr = false;
  return {
    name: 'gm-form-rule-chunks',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_, bundle) {
      if (ssr) return;
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const sizes = new Map(chunks.map((chunk) => [chunk.fileName, chunk.code.length]));
      formRules = chunksOfLazyImports(chunks, isFormRules, isAdmin).map((url) => ({
        url,
        size: sizes.get(url) ?? 0,
      }));
      formParts = chunksOfFormParts(chunks, isPart, holdsForm, isAdmin);
    },
  };
}

/** Gives the service worker's build the list of the form parts' chunks (ADR 056). */
function formPartsInWorker(): Plugin {
  return {
    name: 'gm-form-parts-in-worker',
    config() {
      if (!formParts) throw new Error('The form parts were not found in the build (formRuleChunks)');
      return { define: { __GM_OFFLINE_PARTS__: JSON.stringify(formParts) } };
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    formRuleChunks(),
    // The installable app (ADR 044): the web app manifest, linked from index.html, and the service
    // worker built from src/web/pwa/sw.ts with the app shell's precache list. The page registers
    // the worker itself (src/web/pwa/register-service-worker.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/pwa',
      filename: 'sw.ts',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The browser fetches the icons itself when it offers to install the app; the worker need
      // not download them again.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'GhanaMart',
        short_name: 'GhanaMart',
        description: 'Flash deals, delivery across Ghana and shopping from abroad, priced in cedis.',
        lang: 'en-GH',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: GHANA_GREEN,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell, and what the forms need to check and queue a submission offline (ADR 052):
        // route chunks are kept by the worker as they are used.
        globPatterns: [
          'index.html',
          'assets/index-*.{js,css}',
          'assets/rolldown-runtime-*.js',
          // Loaded by the first toast (ADR 048): there when a toast must say the shop is offline.
          'assets/toaster-*.js',
          // The offline queue, started after the first screen (ADR 046): there when a page opened
          // offline sends what an earlier visit queued.
          'assets/offline-queue-*.js',
          'favicon.svg',
        ],
        manifestTransforms: [
          (entries) => {
            if (!formRules) throw new Error('The form rules were not found in the build (formRuleChunks)');
            const listed = new Set(entries.map((entry) => entry.url));
            const added = formRules.filter((chunk) => !listed.has(chunk.url));
            // What the worker fetches after its install (ADR 056), for `npm run bench` to tell apart.
            for (const chunk of added) listed.add(chunk.url);
            const later = (formParts ?? []).filter((url) => !listed.has(url));
            fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
            fs.writeFileSync(path.join(outDir, OFFLINE_PARTS_FILE), JSON.stringify(later));
            return {
              manifest: [...entries, ...added.map((chunk) => ({ ...chunk, revision: null }))],
              warnings: [],
            };
          },
        ],
        buildPlugins: { vite: [formPartsInWorker()] },
      },
    }),
  ],
  resolve: {
    alias: [...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })), ...preact],
  },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // Which chunks each page needs: a server-rendered page asks for its own at once (ADR 051).
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      // Constants imported from another module are inlined where they are used: the API paths of
      // src/shared/api-paths.ts then stay in the chunk that calls them instead of all landing in the
      // first chunk (every route's first load was about 0.5 KB gzipped larger without it).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // Everything the entry loads statically goes into one chunk. Left to itself, Rolldown split
        // react-router's and react-dom's internals into extra shared chunks once more pages were lazy,
        // which every route then fetched on first load (about 3.5 KB gzipped more per route).
        // Sonner has a chunk of its own with a stable name, loaded by the first toast and precached
        // by the service worker (ADR 048).
        codeSplitting: {
          groups: [
            {
              name: 'toaster',
              test: /node_modules[\\/]sonner[\\/]/,
              priority: 1,
              // Sonner only: React stays in the first chunk.
              includeDependenciesRecursively: false,
            },
            { name: 'shell', tags: ['$initial'] },
            // The icons that several lazy pages share, in one small chunk rather than one chunk per
            // icon: a product page fetched 18 scripts, 10 with it (ADR 048). The small UI pieces the
            // cards share with other pages (the image with its fallback icon, the badge, the
            // skeleton) go with them: every page loads this chunk, and in the cards' chunk they made
            // the checkout and /track, opened directly, load all the cards.
            {
              name: 'icons',
              test: /(node_modules[\\/]lucide-react[\\/]|src[\\/]web[\\/]components[\\/]ui[\\/](fallback-image|badge|skeleton)\.tsx$)/,
              minShareCount: 2,
            },
            // What the home page shares with /deals, the catalogue and the product pages (the cards,
            // the live deals, the shuffle), in one chunk: with the home page out of the first chunk,
            // Rolldown made a dozen small ones of them, a request each (ADR 048).
            {
              name: 'shop-cards',
              test: /src[\\/](web[\\/](features[\\/](deals[\\/](components[\\/](deals-grid|deal-card)|hooks[\\/]use-live-deals|api[\\/]get-deals)|catalogue[\\/]components[\\/]product-card)|components[\\/]ui[\\/]star-rating|lib[\\/](use-rendered-count|use-reshuffle-timers|shuffle))|shared[\\/](samples|reshuffle))\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What a deal's and a product's page act with (quantity, Add to Cart, the wishlist, the
            // reviews) and the small parts they share with the forms, in one chunk: over HTTP/1.1 each
            // of a dozen small scripts waited its own round trip on a slow link (ADR 074).
            {
              name: 'listing-actions',
              test: /src[\\/]web[\\/](components[\\/]ui[\\/](alert|quantity-stepper|rating-summary)|features[\\/](cart[\\/]components[\\/]add-to-cart-button|reviews[\\/]components[\\/]listing-reviews|wishlist[\\/](components[\\/]wishlist-button|api[\\/]remove-from-wishlist))|lib[\\/](failure|sign-in-redirect))\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The small modules the forms share, in two chunks rather than one each: /delivery fetched
            // 23 scripts, 13 with them, and its first load lost 1.6 KB of chunk wrappers; each
            // script Vite preloads is also a <link> written on the phone's main thread (ADR 048).
            // Mostly what every user of a group reads: the checkout's text fields without
            // use-schema-form, /deals's input without the fields, the request pages' pieces alone
            // (the request kinds stay out: /track reads them without the forms).
            {
              name: 'fields',
              test: /src[\\/]web[\\/](lib[\\/]drafts|components[\\/]form[\\/](field|text-field|select-field|textarea-field)|components[\\/]ui[\\/](label|textarea))\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // react-hook-form with the hook that uses it and the lazy rules it runs: every form page
            // and dialog reads all three, and the zod resolver, loaded later, finds react-hook-form
            // already there (the worker need not precache it, ADR 052).
            {
              name: 'use-schema-form',
              test: /(node_modules[\\/]react-hook-form[\\/]|src[\\/]web[\\/]lib[\\/](use-schema-form|lazy-resolver)\.ts$)/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // What a form that may wait offline sends with and says (ADR 056): the service pages, the
            // checkouts and the account share it; apart, Rolldown made three small chunks of it.
            {
              name: 'offline-submit',
              test: /src[\\/]web[\\/](lib[\\/]use-offline-submit|components[\\/]form[\\/](queued-notice|contact-fields))\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'request-form',
              test: /src[\\/](web[\\/](components[\\/]form[\\/](choice-group|form-section|submission-success|service-aside|service-form|your-details)|features[\\/]requests[\\/]api[\\/]submit-request)|shared[\\/]requests[\\/]today)\.tsx?$/,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '^/api(/|$)': backend,
      '^/uploads(/|$)': backend,
      '^/dev(/|$)': backend,
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '^/api(/|$)': backend,
      '^/uploads(/|$)': backend,
      '^/dev(/|$)': backend,
    },
  },
});
