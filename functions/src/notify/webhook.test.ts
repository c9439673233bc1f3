import { describe, expect, it } from 'vitest';
import { assertPublicWebhook, isPublicAddress, postWebhook } from './webhook.ts';

describe('isPublicAddress', () => {
  it.each([
    ['93.184.215.14', true],
    ['2606:4700:4700::1111', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.9', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['224.0.0.1', false],
    ['not-an-ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('in production a webhook cannot reach the machine or its network', () => {
  it.each(['https://127.0.0.1/hook', 'https://[::1]/hook', 'https://169.254.169.254/latest', 'https://localhost/hook'])(
    'refuses %s when saved',
    async (url) => {
      await expect(assertPublicWebhook(url)).rejects.toThrow(/non-public address/);
    },
  );

  it('refuses a private address at send time too, before connecting', async () => {
    await expect(postWebhook('https://10.0.0.8/hook', 'hi', { timeoutMs: 1000, publicOnly: true })).rejects.toThrow(
      /non-public address/,
    );
  });

  it('refuses http', async () => {
    await expect(postWebhook('http://example.org/hook', 'hi', { timeoutMs: 1000, publicOnly: true })).rejects.toThrow(
      /https/,
    );
  });
});
