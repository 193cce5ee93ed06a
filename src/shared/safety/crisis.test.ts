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
