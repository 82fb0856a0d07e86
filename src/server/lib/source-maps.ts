import module from 'node:module';

/**
 * Stack traces keep naming the shop's own TypeScript lines, but the dependencies' source maps are
 * not read. tsx turns Node's source maps on for every file, and Node then reads and keeps the map of
 * each package that ships one (lucide's and lucide-react's icons, the server renderer's
 * dependencies): about a seventh of the server's heap, for frames inside packages that a stack
 * trace names by their file anyway. Only the modules loaded after this call are concerned, so an
 * entry point calls it before it imports the server (docs/decisions/072, "Later").
 */
export function readOwnSourceMapsOnly() {
  module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
}
