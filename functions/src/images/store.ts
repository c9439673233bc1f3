// Where image files live, behind one small interface: Netlify Blobs in production, a folder of the
// data directory locally and in tests (IMAGES_DIR). Keys are `<image id>/<width>.webp`.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { getStore } from '@netlify/blobs';
import { env as serverEnv, isProduction } from '../env.ts';

export interface ImageStore {
  put(key: string, data: Uint8Array): Promise<void>;
  /** Null when there is no such file. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-x]+\/[0-9]+\.webp$/;
function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an image key: ${key}`);
  return key;
}

export function folderStore(dir: string): ImageStore {
  const root = resolve(dir);
  const path = (key: string) => join(root, checked(key));
  return {
    async put(key, data) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(path(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(path(key), { force: true });
    },
  };
}

/** Netlify fills in the site and token inside a function; the store must be opened during a request. */
export function blobsStore(): ImageStore {
  const store = () => getStore({ name: 'images', consistency: 'strong' });
  return {
    async put(key, data) {
      await store().set(checked(key), new Blob([new Uint8Array(data)]));
    },
    async get(key) {
      const data = await store().get(checked(key), { type: 'arrayBuffer' });
      return data ? new Uint8Array(data) : null;
    },
    async delete(key) {
      await store().delete(checked(key));
    },
  };
}

let override: ImageStore | null = null;

/** Tests may put a store of their own in place (null restores the default). */
export function setImageStore(store: ImageStore | null): void {
  override = store;
}

export function imageStore(): ImageStore {
  if (override) return override;
  if (isProduction()) return blobsStore();
  const env = serverEnv();
  return folderStore(env.IMAGES_DIR ?? join(dirname(env.PGLITE_DIR), 'images'));
}

export const variantKey = (id: string, width: number) => `${id}/${width}.webp`;
