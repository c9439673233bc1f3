// The image store's two backends with the same contract: a folder, and Netlify Blobs (here Netlify's
// own local Blobs server from @netlify/blobs/server, reached the way a deployed function reaches the
// real one: through the NETLIFY_BLOBS_CONTEXT Netlify sets in a function's environment).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobsStore, folderStore, type ImageStore } from './store.ts';

const scratch = mkdtempSync(join(tmpdir(), 'nodal-image-store-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const key = 'abcdefghij012345-1600x900/800.webp';
const bytes = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0xff, 0x00, 0x80]);

function contract(name: string, open: () => ImageStore) {
  describe(name, () => {
    it('puts, gets the same bytes back, and deletes', async () => {
      const store = open();
      expect(await store.get(key)).toBeNull();
      await store.put(key, bytes);
      expect(await store.get(key)).toEqual(bytes);
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key); // deleting what is gone is no error
    });

    it.each(['../secret/800.webp', 'abc/../../800.webp', '/etc/passwd', 'abc/800.png', 'abc/800.webp/x'])(
      'refuses the key %s before touching storage',
      async (bad) => {
        await expect(open().get(bad)).rejects.toThrow('not an image key');
        await expect(open().put(bad, bytes)).rejects.toThrow('not an image key');
      },
    );
  });
}

contract('a folder', () => folderStore(join(scratch, 'folder')));

describe('the folder', () => {
  it('leaves no partial file behind', async () => {
    const dir = join(scratch, 'partial');
    await folderStore(dir).put(key, bytes);
    expect(readdirSync(dir, { recursive: true }).map(String).sort()).toEqual([
      'abcdefghij012345-1600x900',
      join('abcdefghij012345-1600x900', '800.webp'),
    ]);
  });
});

describe('Netlify Blobs', () => {
  let server: BlobsServer;
  const saved = process.env.NETLIFY_BLOBS_CONTEXT;
  beforeAll(async () => {
    server = new BlobsServer({ directory: join(scratch, 'blobs'), token: 'test-token' });
    const { port } = await server.start();
    const edge = `http://127.0.0.1:${port}`;
    const context = { edgeURL: edge, uncachedEdgeURL: edge, siteID: 'site-1', token: 'test-token' };
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(JSON.stringify(context)).toString('base64');
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.NETLIFY_BLOBS_CONTEXT;
    else process.env.NETLIFY_BLOBS_CONTEXT = saved;
    await server?.stop();
  });

  contract('the store', () => blobsStore());

  it('writes through the Blobs server, into the images store', async () => {
    await blobsStore().put(key, bytes);
    const files = readdirSync(join(scratch, 'blobs'), { recursive: true }).map(String);
    expect(
      files.some((f) => f.includes('images') && f.endsWith('800.webp')),
      files.join('\n'),
    ).toBe(true);
  });
});
