// What a session list shows to let a person recognise their own devices, without storing more of
// their address than that needs.
import Bowser from 'bowser';

/** 203.0.113.45 → 203.0.113.x; 2001:db8:1:2::5 → 2001:db8:1:…; anything else is not kept. */
export function truncateIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip.replace(/^::ffff:/i, ''));
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  if (/^[0-9a-f:]+$/i.test(ip) && ip.includes(':')) {
    const groups = ip.split('::')[0]!.split(':').filter(Boolean).slice(0, 3);
    return groups.length ? `${groups.join(':')}:…` : null;
  }
  return null;
}

/** "Chrome 131 on macOS", or "Unknown browser" for a missing or unreadable user agent. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const parsed = Bowser.parse(userAgent);
  const name = parsed.browser.name;
  if (!name) return 'Unknown browser';
  const major = parsed.browser.version?.split('.')[0];
  const os = parsed.os.name;
  return `${name}${major ? ` ${major}` : ''}${os ? ` on ${os}` : ''}`;
}
