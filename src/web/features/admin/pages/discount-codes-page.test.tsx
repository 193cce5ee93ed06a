import '#web/testing/dialog-polyfill';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { fieldErrors, sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { signedInRoutes } from '#web/testing/sessions';
import { openStaffPage } from '../testing/open-staff-page';

const CALM: DiscountCodeView = {
  id: '5d1c0de0-0000-4000-8000-000000000001',
  code: 'CALM-25',
  kind: 'percent',
  percentOff: 25,
  amountOffCents: null,
  appliesTo: ['burnout-recovery-workbook'],
  maxRedemptions: 10,
  redemptions: 3,
  testRedemptions: 2,
  expiresAt: null,
  active: true,
  status: 'Active',
  createdAt: '2026-08-01T10:00:00.000Z',
};
const FIVE: DiscountCodeView = {
  ...CALM,
  id: '5d1c0de0-0000-4000-8000-000000000002',
  code: 'FIVE',
  kind: 'amount',
  percentOff: null,
  amountOffCents: 500,
  appliesTo: [],
  maxRedemptions: null,
  redemptions: 0,
  testRedemptions: 0,
  active: false,
  status: 'Inactive',
};

const codeRow = async (code: string) => (await screen.findByText(code, { selector: 'th' })).closest('tr')!;

describe('/admin/discount-codes', () => {
  it('lists codes: the discount, which products, redemptions used with test ones badged, expiry and status', async () => {
    stubFetch({ ...signedInRoutes('super_admin'), '/api/admin/discount-codes': { body: { codes: [CALM, FIVE] } } });
    openStaffPage('/admin/discount-codes');
    const calm = await codeRow('CALM-25');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Discount codes']);
    expect(calm).toHaveTextContent('25% off');
    expect(calm).toHaveTextContent('The Burnout Recovery Workbook');
    expect(calm).toHaveTextContent('3 of 10');
    expect(within(calm).getByText('TEST')).toBeInTheDocument();
    expect(calm).toHaveTextContent('2 in test mode');
    expect(calm).toHaveTextContent('Never');
    expect(calm).toHaveTextContent('Active');
    const five = await codeRow('FIVE');
    expect(five).toHaveTextContent('$5 off');
    expect(five).toHaveTextContent('All products');
    expect(five).toHaveTextContent('0 (no limit)');
    expect(five).toHaveTextContent('Inactive');
    expect(within(five).queryByText('TEST')).not.toBeInTheDocument();
    expect(within(five).getByRole('button', { name: 'Activate: FIVE' })).toBeInTheDocument();
  });

  it('an admin is sent back to the dashboard: the page is for super admins', async () => {
    const mock = stubFetch({ ...signedInRoutes('admin'), '/api/admin/discount-codes': { body: { codes: [CALM] } } });
    const { router } = openStaffPage('/admin/discount-codes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(screen.queryByText('CALM-25')).not.toBeInTheDocument();
    expect(mock.mock.calls.map(([url]) => String(url))).not.toContain('/api/admin/discount-codes');
  });

  it('creates a code: field errors first, then amount in dollars sent as cents with the chosen products', async () => {
    let codes: DiscountCodeView[] = [];
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/discount-codes': () => ({ body: { codes } }),
      'POST /api/admin/discount-codes': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        if (body.code === 'TAKEN') return fieldErrors({ code: 'There is already a code with these letters. Choose another.' }, 409);
        codes = [{ ...FIVE, ...body, id: 'new', active: true, status: 'Active' }];
        return { status: 201, body: codes[0] };
      },
    });
    openStaffPage('/admin/discount-codes');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New discount code' });
    const code = within(form).getByRole('textbox', { name: 'Code' });

    await user.type(code, 'a b');
    await user.type(within(form).getByRole('spinbutton', { name: 'Percent off' }), '150');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(
      await within(form).findByText('A code is 3 to 40 letters, numbers, hyphens or underscores, without spaces.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Percent off is a whole number from 1 to 100.')).toBeInTheDocument();
    expect(document.activeElement).toBe(code);

    await user.selectOptions(within(form).getByRole('combobox', { name: 'Discount' }), 'amount');
    await user.clear(code);
    await user.type(code, 'taken');
    await user.type(within(form).getByRole('textbox', { name: 'Amount off (USD)' }), '0');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('The amount off must be more than $0.')).toBeInTheDocument();

    const amount = within(form).getByRole('textbox', { name: 'Amount off (USD)' });
    await user.clear(amount);
    await user.type(amount, '7.50');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('There is already a code with these letters. Choose another.')).toBeInTheDocument();
    expect(code).toHaveValue('taken');

    await user.clear(code);
    await user.type(code, 'spring-sale');
    await user.click(within(form).getByRole('checkbox', { name: 'The Recovery Bundle' }));
    await user.type(within(form).getByRole('spinbutton', { name: 'Maximum redemptions (optional)' }), '50');
    await user.click(within(form).getByRole('button', { name: 'Create code' }));
    expect(await within(form).findByText('Code SPRING-SALE is ready to share.')).toBeInTheDocument();
    expect(sentBodies(mock, 'POST', '/api/admin/discount-codes').at(-1)).toEqual({
      code: 'SPRING-SALE',
      kind: 'amount',
      percentOff: null,
      amountOffCents: 750,
      appliesTo: ['recovery-bundle'],
      maxRedemptions: 50,
      expiresAt: null,
    });
    expect(sentBodies(mock, 'POST', '/api/admin/discount-codes')).toHaveLength(2);
    expect(await codeRow('SPRING-SALE')).toHaveTextContent('$7.50 off');
    expect(code).toHaveValue('');
  });

  it('edits a code’s terms (its letters stay) and deactivates one', async () => {
    const mock = stubFetch({
      ...signedInRoutes('super_admin'),
      '/api/admin/discount-codes': { body: { codes: [CALM] } },
      [`PUT /api/admin/discount-codes/${CALM.id}`]: (_url, init) => ({ body: { ...CALM, ...JSON.parse(String(init?.body)) } }),
      [`PATCH /api/admin/discount-codes/${CALM.id}`]: { body: { ...CALM, active: false, status: 'Inactive' } },
    });
    openStaffPage('/admin/discount-codes');
    const user = userEvent.setup();
    await user.click(within(await codeRow('CALM-25')).getByRole('button', { name: 'Edit: CALM-25' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit CALM-25' });
    expect(within(dialog).getByRole('textbox', { name: 'Code' })).toBeDisabled();
    const percent = within(dialog).getByRole('spinbutton', { name: 'Percent off' });
    expect(percent).toHaveValue(25);
    expect(within(dialog).getByRole('checkbox', { name: 'The Burnout Recovery Workbook' })).toBeChecked();
    await user.clear(percent);
    await user.type(percent, '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'The Burnout Recovery Workbook' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Saved the new terms of CALM-25.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PUT', `/api/admin/discount-codes/${CALM.id}`)).toEqual([
      { kind: 'percent', percentOff: 30, amountOffCents: null, appliesTo: [], maxRedemptions: 10, expiresAt: null },
    ]);
    await user.keyboard('{Escape}');

    await user.click(within(await codeRow('CALM-25')).getByRole('button', { name: 'Deactivate: CALM-25' }));
    expect(await screen.findByText('CALM-25 is switched off. Checkout no longer accepts it.')).toBeInTheDocument();
    expect(sentBodies(mock, 'PATCH', `/api/admin/discount-codes/${CALM.id}`)).toEqual([{ active: false }]);
  });
});
