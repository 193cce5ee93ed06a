import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

describe('/admin/subscription-tiers-docs', () => {
  it('draws the plans, what each tier unlocks and the routes the server says check it', async () => {
    stubFetch({
      ...signedInRoutes('analyst'),
      '/api/admin/subscription-tiers-docs': {
        body: {
          routes: [
            { method: 'GET', url: '/api/shop/files/:fileKey', access: 'member', features: ['shop_guides_included'] },
            { method: 'PUT', url: '/api/wellness/preferences', access: 'member', features: ['break_reminders'] },
          ],
        },
      },
    });
    openStaffPage('/admin/subscription-tiers-docs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Tiers' })).toBeInTheDocument();
    expect(screen.getByText('$29 a month, $290 a year')).toBeInTheDocument();
    const features = await screen.findByRole('table', { name: 'Features by the lowest tier that unlocks them' });
    const row = (feature: string) => within(features).getByText(feature).closest('tr')!;
    expect(await within(row('shop_guides_included')).findByText('GET /api/shop/files/:fileKey')).toBeInTheDocument();
    expect(within(row('shop_guides_included')).getByText('Elite')).toBeInTheDocument();
    expect(within(row('break_reminders')).getByText('Premium')).toBeInTheDocument();
    expect(within(row('sofia')).getByText('No route yet')).toBeInTheDocument();
    const hardship = screen.getByRole('table', { name: 'Monthly and yearly prices at each hardship level' });
    expect(within(hardship).getByText('$7.25 a month, $72.50 a year')).toBeInTheDocument();
  });
});
