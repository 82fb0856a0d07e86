import { describe, expect, it } from 'vitest';
import { type BuiltChunk, chunksOfFormParts, chunksOfLazyImports, loadsWith } from './offline-chunks';

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

describe('chunksOfFormParts', () => {
  // The shell opens a drawer, which opens a checkout dialog holding a form; a page opens a menu
  // with no form and a dialog with one; the admin opens a form of its own.
  const parts = [
    chunk('entry.js', { dynamicImports: ['drawer.js', 'product-page.js', 'admin.js'] }),
    chunk('drawer.js', {
      imports: ['entry.js', 'sheet.js'],
      dynamicImports: ['checkout-dialog.js'],
      facadeModuleId: '/app/src/web/app/shell/cart-drawer-sheet.tsx',
    }),
    chunk('sheet.js', { imports: ['entry.js'] }),
    chunk('checkout-dialog.js', {
      imports: ['entry.js', 'use-schema-form.js', 'sheet.js'],
      facadeModuleId: '/app/src/web/features/orders/components/cart-checkout-dialog.tsx',
    }),
    chunk('use-schema-form.js', {
      imports: ['entry.js'],
      moduleIds: ['/app/src/web/lib/use-schema-form.ts', '/app/node_modules/react-hook-form/index.js'],
    }),
    chunk('product-page.js', {
      imports: ['entry.js'],
      dynamicImports: ['buy-now.js', 'menu.js'],
      facadeModuleId: '/app/src/web/pages/product-page.tsx',
    }),
    chunk('buy-now.js', {
      imports: ['entry.js', 'use-schema-form.js'],
      facadeModuleId: '/app/src/web/features/orders/components/buy-now-dialog.tsx',
    }),
    chunk('menu.js', { imports: ['entry.js'], facadeModuleId: '/app/src/web/app/shell/user-menu.tsx' }),
    chunk('admin.js', {
      imports: ['entry.js'],
      dynamicImports: ['admin-dialog.js'],
      moduleIds: ['/app/src/web/admin/admin-app.tsx'],
    }),
    chunk('admin-dialog.js', {
      imports: ['use-schema-form.js'],
      facadeModuleId: '/app/src/web/admin/deals/deal-dialog.tsx',
    }),
  ];
  const isPart = (id: string) => !id.includes('/src/web/pages/');
  const holdsForm = (id: string) => id.endsWith('/src/web/lib/use-schema-form.ts');

  it('keeps the parts that hold a form or open one, with what they load; not the pages, menus or admin', () => {
    expect(chunksOfFormParts(parts, isPart, holdsForm, isAdmin)).toEqual([
      'buy-now.js',
      'checkout-dialog.js',
      'drawer.js',
      'entry.js',
      'sheet.js',
      'use-schema-form.js',
    ]);
  });

  it('keeps a page when the rule names it a part (the checkout a button opens)', () => {
    const withPage = (id: string) => isPart(id) || id.endsWith('/pages/product-page.tsx');
    expect(chunksOfFormParts(parts, withPage, holdsForm, isAdmin)).toContain('product-page.js');
  });
});
