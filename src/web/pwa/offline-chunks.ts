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
