import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAccess } from '../app/require-access';
import { resetConnection } from '../lib/connection';
import { stubFetch } from '../testing/fetch-stub';
import { TestProviders } from '../testing/render-app';
import { userReply } from '../testing/sessions';
import { ConnectionNotice } from './connection-notice';
import { RECONNECTING_MESSAGE } from './reconnecting-page';

afterEach(() => {
  resetConnection();
});

const OUTAGE = { status: 503, body: { status: 503, title: 'Service Unavailable', code: 'DATABASE_UNAVAILABLE' } };

describe('an outage', () => {
  it('keeps a signed-in member on their page with a calm notice, then recovers by itself', async () => {
    let databaseUp = false;
    const fetchMock = stubFetch({
      '/api/session': () => (databaseUp ? { body: userReply() } : OUTAGE),
      '/api/ready': () => (databaseUp ? { body: { status: 'ok', database: 'up', driver: 'pglite' } } : OUTAGE),
    });
    const router = createMemoryRouter(
      [
        {
          path: '/journal',
          element: (
            <RequireAccess policy="member">
              <p>Your journal</p>
            </RequireAccess>
          ),
        },
        { path: '/auth', element: <p>Sign in page</p> },
      ],
      { initialEntries: ['/journal'] },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
        <ConnectionNotice />
      </TestProviders>,
    );
    // The page's own state and the app-wide notice both say it.
    await waitFor(() => expect(screen.getAllByText(RECONNECTING_MESSAGE)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/journal');
    expect(screen.queryByText('Sign in page')).not.toBeInTheDocument();

    databaseUp = true;
    await waitFor(() => expect(screen.getByText('Your journal')).toBeInTheDocument(), { timeout: 10_000 });
    expect(screen.queryByText(RECONNECTING_MESSAGE)).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/ready')).toBe(true);
  }, 20_000);
});
