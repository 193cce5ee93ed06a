import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { userReply, VISITOR_REPLY } from '#web/testing/sessions';
import { type GateRouter, LaunchGate } from './launch-gate';

afterEach(() => {
  localStorage.clear();
});

/** A stand-in for the data router: a path that tests can change. */
function fakeRouter(pathname: string) {
  const listeners = new Set<() => void>();
  const router: GateRouter & { go: (path: string) => void } = {
    state: { location: { pathname } },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: vi.fn(),
    go: (path) => {
      router.state = { location: { pathname: path } };
      listeners.forEach((listener) => listener());
    },
  };
  return router;
}

function renderGate(
  pathname = '/',
  status: { status?: number; body?: unknown } = { body: { gated: true, hasAccess: false } },
  session: unknown = VISITOR_REPLY,
) {
  stubFetch({ '/api/launch-gate/status': status, '/api/session': { body: session } });
  const router = fakeRouter(pathname);
  render(
    <TestProviders>
      <LaunchGate router={router}>
        <p>The app</p>
      </LaunchGate>
    </TestProviders>,
  );
  return router;
}

describe('LaunchGate (spec 2.12, 4)', () => {
  it('shows the gate screen instead of the app while gated', async () => {
    renderGate('/glossary');
    expect(await screen.findByText('Launching soon')).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeInTheDocument();
  });

  it('opens the site when it is not gated', async () => {
    renderGate('/', { body: { gated: false, hasAccess: false } });
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it('opens the site when the server already grants access', async () => {
    renderGate('/', { body: { gated: true, hasAccess: true } });
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it.each([
    ['a server error', { status: 500, body: { status: 500, title: 'Internal Server Error' } }],
    ['an answer it cannot read', { body: { gated: 'yes' } }],
  ])('opens the site on %s in the status check', async (_what, status) => {
    renderGate('/', status);
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });

  it('opens the site at once with the local launch access flag', () => {
    localStorage.setItem('launch_access', 'true');
    renderGate('/');
    expect(screen.getByText('The app')).toBeInTheDocument();
  });

  it('lets the open paths through and gates the rest when the visitor moves on', async () => {
    const router = renderGate('/auth');
    expect(await screen.findByText('The app')).toBeInTheDocument();
    act(() => router.go('/dashboard'));
    expect(await screen.findByText('Launching soon')).toBeInTheDocument();
  });

  it('opens for someone signed in', async () => {
    renderGate('/', { body: { gated: true, hasAccess: false } }, userReply());
    expect(await screen.findByText('The app')).toBeInTheDocument();
  });
});
