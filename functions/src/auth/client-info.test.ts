import { describe, expect, it } from 'vitest';
import { describeBrowser, truncateIp } from './client-info.ts';

describe('truncateIp', () => {
  it.each([
    ['203.0.113.45', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:…'],
    ['2001:db8::1', '2001:db8:…'],
    ['unknown', null],
    ['', null],
    [null, null],
  ])('%s → %s', (ip, shown) => expect(truncateIp(ip)).toBe(shown));
});

describe('describeBrowser', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on macOS',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari 18 on iOS',
    ],
    ['', 'Unknown browser'],
    [null, 'Unknown browser'],
  ])('%s', (ua, label) => expect(describeBrowser(ua)).toBe(label));
});
