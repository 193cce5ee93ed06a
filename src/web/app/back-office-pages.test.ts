import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_PAGES } from './back-office-pages';
import { ROUTE_TABLE } from './route-table';
import { isRedirect, type PageRoute } from './route-types';

const pages = ROUTE_TABLE.filter((entry): entry is PageRoute => !isRedirect(entry));
const backOffice = pages.find((entry) => entry.path === '/admin')!.page;

describe('the back office pages behind one route-table import', () => {
  it('gives every route that uses it a page of its own (none falls back to the dashboard)', () => {
    const routed = pages.filter((entry) => entry.page === backOffice).map((entry) => entry.path);
    expect(routed.length).toBeGreaterThan(10);
    expect(routed.filter((path) => !(path in BACK_OFFICE_PAGES))).toEqual([]);
  });

  it('has no page for a path the route table sends elsewhere', () => {
    const routed = new Set(pages.filter((entry) => entry.page === backOffice).map((entry) => entry.path));
    expect(Object.keys(BACK_OFFICE_PAGES).filter((path) => !routed.has(path))).toEqual([]);
  });
});
