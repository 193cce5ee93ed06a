import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { BrandLogo } from './brand-sections';
import { BRAND_FILES } from './brand-tokens';

const downloads = () => within(screen.getByRole('list')).getAllByRole('link');

describe('the downloads of /brand-assets (decision 145)', () => {
  it('offers the files the server lists, an upload in place of the bundled file it replaces', async () => {
    const files = BRAND_FILES.map((f) => ({
      name: f.href.split('/').at(-1)!,
      ...f,
      uploaded: false,
      replacesBundled: false,
      bytes: null,
      updatedAt: null,
    }));
    files[1] = { ...files[1], href: '/api/brand-files/recalibrate-logo.png', detail: 'new colours', uploaded: true, replacesBundled: true };
    files.push({
      ...files[0],
      name: 'brand-guide.pdf',
      href: '/api/brand-files/brand-guide.pdf',
      label: 'Brand guide',
      format: 'PDF',
      detail: '',
    });
    stubFetch({ '/api/brand-assets': { body: { files } } });
    render(
      <TestProviders>
        <BrandLogo />
      </TestProviders>,
    );
    expect(await screen.findByRole('link', { name: 'Brand guide, PDF' })).toHaveAttribute('href', '/api/brand-files/brand-guide.pdf');
    expect(screen.getByRole('link', { name: 'Logo, PNG (new colours)' })).toHaveAttribute('href', '/api/brand-files/recalibrate-logo.png');
    expect(downloads()).toHaveLength(BRAND_FILES.length + 1);
  });

  it('offers the bundled files while the list loads, and when it cannot be read', async () => {
    const fetch = stubFetch({ '/api/brand-assets': { status: 503, body: { title: 'Service Unavailable' } } });
    render(
      <TestProviders>
        <BrandLogo />
      </TestProviders>,
    );
    expect(downloads().map((a) => a.getAttribute('href'))).toEqual(BRAND_FILES.map((f) => f.href));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(downloads().map((a) => a.getAttribute('href'))).toEqual(BRAND_FILES.map((f) => f.href));
  });
});
