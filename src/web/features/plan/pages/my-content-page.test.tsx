import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import { PURCHASED_ORDER } from '#web/testing/shop-orders';
import MyContentPage, { UNSAVE_FAILED } from './my-content-page';
import { expectLink } from '#web/testing/expect-link';

const SAVED = {
  modules: [
    {
      editSlug: 'rest-without-guilt',
      editTitle: 'Rest without guilt',
      moduleSlug: 'permission-slip',
      moduleTitle: 'A permission slip',
      minutes: 6,
      savedAt: '2026-11-18T09:00:00.000Z',
    },
    {
      editSlug: 'boundaries-that-hold',
      editTitle: 'Boundaries that hold',
      moduleSlug: 'the-soft-no',
      moduleTitle: 'The soft no',
      minutes: 9,
      savedAt: '2026-11-12T09:00:00.000Z',
    },
  ],
};

const PURCHASES = { orders: [PURCHASED_ORDER], nextCursor: null };

const PUT_PATH = '/api/edits/rest-without-guilt/modules/permission-slip/saved';

async function open(putStatus = 200) {
  const fetch = stubFetch({
    ...signedInRoutes(),
    '/api/my-content': { body: SAVED },
    '/api/shop/purchases': { body: PURCHASES },
    [`PUT ${PUT_PATH}`]: putStatus === 200 ? { body: { ok: true } } : { status: putStatus, body: { title: 'Error', status: putStatus } },
  });
  renderPage(<MyContentPage />, { path: '/my-content' });
  const list = await screen.findByRole('list', { name: 'Saved modules' });
  return { fetch, list };
}

describe('/my-content', () => {
  it('lists saved modules with links, and removes one', async () => {
    const { fetch, list } = await open();
    expectLink('A permission slip', '/reset-paths/rest-without-guilt/modules/permission-slip', list);
    expect(within(list).getByRole('link', { name: 'The soft no' })).toBeInTheDocument();

    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove A permission slip from saved modules' }));
    expect(await screen.findByText('A permission slip is no longer saved. You can save it again from the module.')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'A permission slip' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'The soft no' })).toBeInTheDocument();
    expect(sentBodies(fetch, 'PUT', PUT_PATH)).toEqual([{ saved: false }]);
  });

  it('keeps the module when removing fails, and says so', async () => {
    const { list } = await open(500);
    await userEvent.setup().click(within(list).getByRole('button', { name: 'Remove A permission slip from saved modules' }));
    expect(await screen.findByText(UNSAVE_FAILED)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'A permission slip' })).toBeInTheDocument();
  });

  it('says, as a fact, where purchased content appears', async () => {
    await open();
    const purchased = screen.getByRole('region', { name: 'Purchased content' });
    expect(purchased).toHaveTextContent('Ebooks and workbooks you buy in the Refill Shop appear here after your purchase');
    expect(purchased).not.toHaveTextContent(/coming soon/i);
    expectLink('Refill Shop', '/refill-shop', purchased);
  });

  it('lists the downloads the member has bought', async () => {
    await open();
    const downloads = await screen.findByRole('list', { name: 'Your purchased downloads' });
    expectLink('Download The Burnout Recovery Workbook (PDF)', '/api/shop/files/burnout-recovery-workbook', downloads);
  });
});
