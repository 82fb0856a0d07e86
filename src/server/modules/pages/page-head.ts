import fs from 'node:fs';
import path from 'node:path';
import { PAYMENT_PROVIDER_META } from '../../../shared/checkout/payment-provider-meta';
import type { PaymentProviderName } from '../../../shared/checkout/payment-providers';

/**
 * A server-rendered page carries the whole stylesheet in a <style> instead of the <link> (ADR 048):
 * its first paint then waits for no second request, which on a slow link costs a round trip before
 * anything shows. The client-rendered pages keep the <link>, cached by the browser.
 * Undefined when index.html links no stylesheet of ours or it cannot be read.
 */
export function stylesheetToInline(html: string, webDir: string): ((page: string) => string) | undefined {
  const link = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/.exec(html);
  if (!link) return undefined;
  const file = path.join(webDir, link[1]!);
  if (!fs.existsSync(file)) return undefined;
  const css = fs.readFileSync(file, 'utf8');
  // A stylesheet that could close its own element is left as a link.
  if (/<\/style/i.test(css)) return undefined;
  const style = `<style>${css}</style>`;
  return (page) => page.replace(link[0], () => style);
}

/**
 * A server-rendered page paints from its HTML; its scripts make it answer a tap. They are asked for
 * as soon as the head is parsed, so that a shopper's first touch is not lost for long, but at low
 * priority: the first screen's picture (fetchpriority="high") goes first on a slow link (ADR 051).
 * The page's own chunks are announced beside the entry: the browser no longer waits for the entry
 * to run before asking for them, a round trip later. The client-rendered pages, which paint nothing
 * without their scripts, keep Vite's tags as they are.
 */
export function withScriptsAtLowPriority(html: string, pageChunks: string[]): string {
  const preloads = pageChunks
    .filter((file) => !html.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  // Beside the entry, ahead of the inline stylesheet: the browser's preload scanner sees them at once.
  return html
    .replace(/<script type="module"[^>]*><\/script>/, (entry) => entry + preloads)
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The chunks a page's module needs, its own first, from the build's manifest (by source path), or
 * undefined without a manifest. Each page's list is worked out once.
 */
export function pageChunksOf(webDir: string): ((pageModule: string) => string[]) | undefined {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const known = new Map<string, string[]>();
  return (pageModule) => {
    let files = known.get(pageModule);
    if (!files) {
      const found = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || found.has(chunk.file)) return;
        found.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(pageModule);
      files = [...found];
      known.set(pageModule, files);
    }
    return files;
  };
}

/**
 * The page says which provider takes payments (the checkout writes "powered by Paystack" only when
 * it is Paystack), in the HTML every page already loads rather than in another request.
 */
export function withPaymentProvider(html: string, provider: PaymentProviderName): string {
  return html.replace('</head>', `<meta name="${PAYMENT_PROVIDER_META}" content="${provider}" />\n</head>`);
}

/** The shop's own description, as index.html says it. */
export function descriptionOf(html: string): string | undefined {
  const match = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html);
  return match?.[1]?.replaceAll('&amp;', '&');
}
