import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Where uploaded files live. The disk store is the default; an object store could replace it. */
export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
}

/** Stored files are served back under this path. */
export const UPLOADS_PATH = '/uploads/';

/** Keys are `<type>/<random>.<ext>`: nothing a client sends ever becomes part of a path. */
export const STORAGE_KEY_PATTERN = /^[a-z]+\/[a-f0-9]{32}\.(?:png|jpg|gif|webp)$/;

export function publicUrlOf(key: string) {
  return `${UPLOADS_PATH}${key}`;
}

/** Files under `<DATA_DIR>/uploads`. */
export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(root, normalize(key));
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      if (!STORAGE_KEY_PATTERN.test(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
