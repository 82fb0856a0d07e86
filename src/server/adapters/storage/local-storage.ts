import fs from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage';

export const LOCAL_UPLOADS_PREFIX = '/uploads/';

/** Files under `root` (DATA_DIR/uploads), served by the app at /uploads/. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error(`Invalid storage key: ${key}`);
    return target;
  };
  return {
    async put(key, body) {
      const target = resolve(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, body);
    },
    async exists(key) {
      return fs.access(resolve(key)).then(
        () => true,
        () => false,
      );
    },
    async get(key) {
      return fs.readFile(resolve(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    publicUrl: (key) => `${LOCAL_UPLOADS_PREFIX}${key}`,
  };
}
