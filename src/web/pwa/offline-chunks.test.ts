import { describe, expect, it } from 'vitest';
import { type BuiltChunk, chunksOfLazyImports, loadsWith } from './offline-chunks';

const chunk = (fileName: string, parts: Partial<BuiltChunk> = {}): BuiltChunk => ({
  fileName,
  imports: [],
  dynamicImports: [],
  facadeModuleId: null,
  moduleIds: [],
  ...parts,
});

// A small build: the entry, a form page that imports its rules lazily, the rules (a schema module
// over zod), the zod resolver that needs react-hook-form (already in the page), and the admin.
const build = [
  chunk('entry.js', { dynamicImports: ['contact-page.js', 'admin.js'] }),
  chunk('contact-page.js', {
    imports: ['entry.js', 'use-schema-form.js'],
    dynamicImports: ['contact.js'],
    facadeModuleId: '/app/src/web/pages/contact-page.tsx',
  }),
  chunk('use-schema-form.js', {
    imports: ['entry.js'],
    dynamicImports: ['zod-resolver.js'],
    moduleIds: ['/app/node_modules/react-hook-form/index.js'],
  }),
  chunk('zod-resolver.js', {
    imports: ['use-schema-form.js'],
    facadeModuleId: '/app/node_modules/@hookform/resolvers/zod/index.js',
  }),
  chunk('contact.js', {
    imports: ['zod.js', 'fields.js'],
    facadeModuleId: '/app/src/shared/requests/contact.ts',
  }),
  chunk('fields.js', { imports: ['zod.js'] }),
  chunk('zod.js'),
  chunk('admin.js', {
    imports: ['entry.js'],
    dynamicImports: ['rates.js'],
    moduleIds: ['/app/src/web/admin/admin-app.tsx'],
  }),
  chunk('rates.js', { imports: ['zod.js'], facadeModuleId: '/app/src/shared/requests/rates.ts' }),
];

const isRules = (id: string) => id.includes('/src/shared/') || id.includes('/@hookform/resolvers/');
const isAdmin = (importer: BuiltChunk) => importer.moduleIds.some((id) => id.includes('/src/web/admin/'));

describe('loadsWith', () => {
  it('follows static imports, directly or not, and only them', () => {
    const byName = new Map(build.map((built) => [built.fileName, built]));
    expect([...loadsWith(byName, 'contact.js')].sort()).toEqual(['contact.js', 'fields.js', 'zod.js']);
    expect([...loadsWith(byName, 'contact-page.js')].sort()).toEqual([
      'contact-page.js',
      'entry.js',
      'use-schema-form.js',
    ]);
  });
});

describe('chunksOfLazyImports', () => {
  it("keeps each lazy import's chunks that its importer does not already load", () => {
    // react-hook-form (use-schema-form.js) is the page's already: not listed.
    expect(chunksOfLazyImports(build, isRules, isAdmin)).toEqual([
      'contact.js',
      'fields.js',
      'zod-resolver.js',
      'zod.js',
    ]);
  });

  it('leaves out what only a skipped importer (the admin) imports', () => {
    expect(chunksOfLazyImports(build, isRules)).toContain('rates.js');
    expect(chunksOfLazyImports(build, isRules, isAdmin)).not.toContain('rates.js');
  });

  it('lists nothing for dynamic imports the predicate does not want (pages)', () => {
    expect(chunksOfLazyImports(build, (id) => id.endsWith('.md'))).toEqual([]);
  });
});
