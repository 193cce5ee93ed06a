import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAX_BRAND_FILE_BYTES, SVG_REFUSED, TOO_BIG } from '#shared/site/brand-files';
import { stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const bundled = {
  name: 'recalibrate-logo.png',
  href: '/brand/recalibrate-logo.png',
  label: 'Logo',
  format: 'PNG',
  detail: 'for light backgrounds',
  uploaded: false,
  replacesBundled: false,
  bytes: null,
  updatedAt: null,
};
const uploaded = {
  ...bundled,
  name: 'brand-guide.pdf',
  href: '/api/brand-files/brand-guide.pdf',
  label: 'Brand guide',
  format: 'PDF',
  detail: '',
  uploaded: true,
  bytes: 20480,
  updatedAt: '2026-11-27T10:00:00.000Z',
};
const routes = (role: 'admin' | 'super_admin') => ({
  ...signedInRoutes(role),
  '/api/brand-assets': { body: { files: [bundled, uploaded] } },
});
const uploads = (fetch: ReturnType<typeof stubFetch>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('/admin/brand-assets', () => {
  it('lists the files with where each comes from; only a super_admin may delete an upload', async () => {
    stubFetch(routes('admin'));
    openStaffPage('/admin/brand-assets');
    const row = (await screen.findByRole('rowheader', { name: 'brand-guide.pdf' })).closest('tr')!;
    expect(row).toHaveTextContent('Uploaded');
    expect(row).toHaveTextContent('20 KB');
    expect(
      within(screen.getByRole('rowheader', { name: 'recalibrate-logo.png' }).closest('tr')!).getByText('Bundled with the app'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete brand-guide.pdf' })).not.toBeInTheDocument();
  });

  it('a super_admin uploads and then deletes a file: focus goes to the news, and only the latest shows', async () => {
    stubFetch({
      ...routes('super_admin'),
      'PUT /api/admin/brand-assets/brand-guide.pdf': { body: uploaded },
      'DELETE /api/admin/brand-assets/brand-guide.pdf': { body: { ok: true } },
    });
    openStaffPage('/admin/brand-assets');
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('File'), new File(['%PDF-1.7'], 'brand-guide.pdf', { type: 'application/pdf' }));
    await user.type(screen.getByRole('textbox', { name: 'What it is' }), 'Brand guide');
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    const uploadNews = 'Uploaded brand-guide.pdf. /brand-assets offers it now.';
    expect(await screen.findByText(uploadNews)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete brand-guide.pdf' }));
    // The row leaves with the button that had focus.
    await waitFor(() => expect(screen.getByText('Deleted brand-guide.pdf.').closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByText(uploadNews)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByText(uploadNews)).toBeInTheDocument();
    expect(screen.queryByText('Deleted brand-guide.pdf.')).not.toBeInTheDocument();
  });

  it('refuses an SVG and a file over 5 MB before sending', async () => {
    const fetch = stubFetch(routes('admin'));
    openStaffPage('/admin/brand-assets');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('File'), new File(['<svg/>'], 'Logo Wide.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('textbox', { name: 'Save as' })).toHaveValue('logo-wide.svg');
    await user.type(screen.getByRole('textbox', { name: 'What it is' }), 'Logo');
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Save as' })).toHaveAccessibleDescription(new RegExp(SVG_REFUSED)));

    const name = screen.getByRole('textbox', { name: 'Save as' });
    await user.clear(name);
    await user.type(name, 'logo-wide.png');
    await user.upload(
      screen.getByLabelText('File'),
      new File([new Uint8Array(MAX_BRAND_FILE_BYTES + 1)], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() => expect(screen.getByLabelText('File')).toHaveAccessibleDescription(new RegExp(TOO_BIG)));
    expect(uploads(fetch)).toEqual([]);
  });

  it('uploads the raw file under its name, and shows the server’s check under the file', async () => {
    const fetch = stubFetch({
      ...routes('admin'),
      'PUT /api/admin/brand-assets/logo-print.png': {
        status: 400,
        body: {
          title: 'Bad Request',
          detail: 'The file cannot be uploaded.',
          errors: [{ field: 'file', message: 'This file is a PDF file, but its name says PNG. Give it the right extension.' }],
        },
      },
    });
    openStaffPage('/admin/brand-assets');
    const user = userEvent.setup();
    const file = new File(['%PDF-1.7'], 'Logo Print.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('File'), file);
    await user.type(screen.getByRole('textbox', { name: 'What it is' }), 'Logo');
    await user.click(screen.getByRole('button', { name: 'Upload file' }));
    await waitFor(() =>
      expect(screen.getByLabelText('File')).toHaveAccessibleDescription(/This file is a PDF file, but its name says PNG\./),
    );
    const [[url, init]] = uploads(fetch);
    expect(String(url)).toBe('/api/admin/brand-assets/logo-print.png?label=Logo&detail=');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/octet-stream' });
    expect(init?.body).toBe(file);
  });
});
