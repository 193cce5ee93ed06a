import { describe, expect, it } from 'vitest';
import { resourcesForTimeZone } from './crisis';

describe('crisis lines by time zone', () => {
  it.each([
    ['America/New_York', 'tel:988'],
    ['America/Toronto', 'tel:988'],
    ['Europe/London', 'tel:116123'],
    ['Europe/Berlin', 'tel:116123'],
    ['Asia/Tokyo', 'https://findahelpline.com'],
    ['Etc/UTC', 'https://findahelpline.com'],
    [undefined, 'https://findahelpline.com'],
  ])('%s lists %s first, and every line', (zone, first) => {
    const lines = resourcesForTimeZone(zone);
    expect(lines[0]!.href).toBe(first);
    expect(lines.map((l) => l.href).sort()).toEqual(['https://findahelpline.com', 'tel:116123', 'tel:988']);
  });
});

describe('crisis lines after a disclosure of abuse', () => {
  const ALL = ['https://findahelpline.com', 'tel:08082000247', 'tel:116123', 'tel:18007997233', 'tel:988'];
  it.each([
    ['America/New_York', ['tel:18007997233', 'tel:988']],
    ['Europe/London', ['tel:08082000247', 'tel:116123']],
    ['Asia/Tokyo', ['https://findahelpline.com']],
    [undefined, ['https://findahelpline.com']],
  ])('%s lists its own lines first, the abuse line ahead, and every line', (zone, first) => {
    const lines = resourcesForTimeZone(zone, 'abuse').map((l) => l.href);
    expect(lines.slice(0, first.length)).toEqual(first);
    expect([...lines].sort()).toEqual(ALL);
  });

  it('lists no abuse line without the concern', () => {
    expect(resourcesForTimeZone('America/New_York', null).map((l) => l.href)).not.toContain('tel:18007997233');
  });
});
