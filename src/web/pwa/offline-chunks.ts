/**
 * Where the build writes the chunks of the parts that lead to a form beyond the precache (ADR 056),
 * in its output folder, for `npm run bench` to tell the worker's later fetches apart.
 */
export const OFFLINE_PARTS_FILE = '.vite/offline-parts.json';

/** What the build says of one of its JavaScript chunks (Rolldown's output chunk, the fields used here). */
export interface BuiltChunk {
  fileName: string;
  /** The chunks it imports statically: they load with it. */
  imports: readonly string[];
  /** The chunks it may import later (`import()`). */
  dynamicImports: readonly string[];
  /** The module a dynamic import of this chunk asks for, if it is one's target. */
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/** A chunk and every chunk it imports statically, directly or not: what loads with it. */
export function loadsWith(chunks: ReadonlyMap<string, BuiltChunk>, fileName: string): Set<string> {
  const found = new Set<string>();
  const waiting = [fileName];
  for (let next = waiting.pop(); next !== undefined; next = waiting.pop()) {
    if (found.has(next)) continue;
    found.add(next);
    waiting.push(...(chunks.get(next)?.imports ?? []));
  }
  return found;
}

/**
 * The chunks a page would still have to fetch to follow the dynamic imports `wanted` picks, beyond
 * what the importing chunk already loaded with itself (ADR 052). A form's rules (its shared zod
 * schema, zod, the zod resolver, the storable-text rule) load on first use; offline on a first visit
 * that use is the first submit, so these are what the service worker keeps at install. Importers
 * `skip` picks (the admin's) are left out: the admin is not used offline.
 */
export function chunksOfLazyImports(
  chunks: readonly BuiltChunk[],
  wanted: (moduleId: string) => boolean,
  skip: (importer: BuiltChunk) => boolean = () => false,
): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<string>();
  for (const importer of chunks) {
    if (skip(importer)) continue;
    const targets = importer.dynamicImports.filter((target) => {
      const facade = byName.get(target)?.facadeModuleId;
      return facade != null && wanted(facade);
    });
    if (targets.length === 0) continue;
    const already = loadsWith(byName, importer.fileName);
    for (const target of targets) {
      for (const chunk of loadsWith(byName, target)) if (!already.has(chunk)) needed.add(chunk);
    }
  }
  return [...needed].sort();
}

/**
 * The parts that lead to a form (ADR 056): the targets of dynamic imports picked by `isPart`
 * (dialogs, drawers, the checkout page a button opens) that load a module `holdsForm` picks, or
 * open such a part in turn (the cart drawer opens the checkout dialog), with every chunk they load.
 * A first visit that goes offline can still open them: the worker fetches these once the page is
 * idle, after its install. Importers `skip` picks (the admin's) are left out.
 */
export function chunksOfFormParts(
  chunks: readonly BuiltChunk[],
  isPart: (moduleId: string) => boolean,
  holdsForm: (moduleId: string) => boolean,
  skip: (importer: BuiltChunk) => boolean = () => false,
): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const parts = new Set<string>();
  for (const importer of chunks) {
    if (skip(importer)) continue;
    for (const target of importer.dynamicImports) {
      const facade = byName.get(target)?.facadeModuleId;
      if (facade != null && isPart(facade)) parts.add(target);
    }
  }
  const closure = (part: string) => [...loadsWith(byName, part)];
  const loadsForm = (part: string) =>
    closure(part).some((name) => byName.get(name)?.moduleIds.some(holdsForm) ?? false);
  // A part leads to a form when it loads one, or opens a part that does: until nothing changes.
  const leading = new Set([...parts].filter(loadsForm));
  for (let grew = true; grew; ) {
    grew = false;
    for (const part of parts) {
      if (leading.has(part)) continue;
      // The part's own chunk holds its `import()`s (the chunks it shares hold other parts' too).
      const opens = byName.get(part)?.dynamicImports ?? [];
      if (opens.some((target) => leading.has(target))) {
        leading.add(part);
        grew = true;
      }
    }
  }
  return [...new Set([...leading].flatMap(closure))].sort();
}
