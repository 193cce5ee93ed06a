import { describe, expect, it } from 'vitest';
import { countryOf, describeDevice, enrich, parseClientHints, truncateIp } from './enrich';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1';

describe('describeDevice', () => {
  it.each([
    [IPHONE, { deviceType: 'mobile', browser: 'Safari', os: 'iOS' }],
    [WINDOWS_CHROME, { deviceType: 'desktop', browser: 'Chrome', os: 'Windows' }],
    [FIREFOX_LINUX, { deviceType: 'desktop', browser: 'Firefox', os: 'Linux' }],
    [IPAD, { deviceType: 'tablet', browser: 'Safari', os: 'iOS' }],
    ['', { deviceType: 'unknown', browser: null, os: null }],
  ])('%s', (ua, expected) => {
    expect(describeDevice(ua)).toEqual(expected);
  });

  it('lets client hints say mobile and the platform', () => {
    const hints = parseClientHints({ 'sec-ch-ua-mobile': '?1', 'sec-ch-ua-platform': '"Android"' });
    expect(describeDevice(WINDOWS_CHROME, hints)).toMatchObject({ deviceType: 'mobile', os: 'Android' });
  });
});

describe('parseClientHints', () => {
  it.each([
    [{}, undefined],
    [
      {
        'sec-ch-ua': '"Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"',
        'sec-ch-ua-mobile': '?0',
        'sec-ch-ua-platform': '"macOS"',
      },
      {
        brands: [
          { brand: 'Chromium', version: '124' },
          { brand: 'Google Chrome', version: '124' },
          { brand: 'Not-A.Brand', version: '99' },
        ],
        mobile: false,
        platform: 'macOS',
      },
    ],
    [{ 'sec-ch-ua': 'garbage' }, {}],
  ])('%j', (headers, expected) => {
    expect(parseClientHints(headers)).toEqual(expected);
  });
});

describe('truncateIp (never stored whole)', () => {
  it.each([
    ['203.0.113.195', '203.0.113.0'],
    ['::ffff:198.51.100.7', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::'],
    ['2001:db8::1', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['not-an-ip', null],
    [undefined, null],
  ])('%s → %s', (ip, stored) => {
    expect(truncateIp(ip)).toBe(stored);
  });
});

describe('countryOf (local table, no network)', () => {
  it.each([
    ['8.8.8.8', 'US'],
    ['81.2.69.160', 'GB'],
    ['127.0.0.1', null],
    ['2001:db8::1', null],
    [undefined, null],
  ])('%s → %s', (ip, country) => {
    expect(countryOf(ip)).toBe(country);
  });
});

describe('enrich', () => {
  it('adds device, country and the truncated IP, and no city without a city database', () => {
    expect(enrich({ 'user-agent': IPHONE }, '81.2.69.160')).toEqual({
      deviceType: 'mobile',
      browser: 'Safari',
      os: 'iOS',
      country: 'GB',
      region: null,
      city: null,
      ipTruncated: '81.2.69.0',
    });
  });
});
