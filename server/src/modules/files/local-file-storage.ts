import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FileStorage, StoredObject } from './file-storage.ts';

/** Keys are the server's own (`<uuid>/<uuid>[-thumb]`); anything else is refused before touching the disk. */
const keyForm = /^[0-9a-f-]{36}\/[0-9a-f-]{36}(-thumb)?(\.partial)?$/;

function checkedKey(key: string): string {
  if (!keyForm.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * Files in a folder (DATA_DIR/files): one subfolder per company. A write goes to a temporary name first and is
 * renamed into place, so a crash mid-write never leaves half a file under a real key.
 */
export function localFileStorage(root: string): FileStorage {
  const file = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.partial`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    get: (key) => readFile(file(key)),
    async stream(key): Promise<Readable> {
      const target = file(key);
      await stat(target);
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async *list(): AsyncIterable<StoredObject> {
      const companies = await readdir(root, { withFileTypes: true }).catch(() => []);
      for (const company of companies) {
        if (!company.isDirectory()) continue;
        for (const name of await readdir(path.join(root, company.name))) {
          const key = `${company.name}/${name}`;
          // A leftover `.partial` of a crashed write is listed too, under its own name, so the sweep removes it.
          const { mtime } = await stat(path.join(root, key));
          yield { key, modifiedAt: mtime };
        }
      }
    },
  };
}
