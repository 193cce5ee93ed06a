import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import GateScreen from './gate-screen';

vi.mock('sonner', () => import('#web/testing/toast-spy'));

afterEach(() => {
  vi.clearAllMocks();
  localStorage.clear();
});

function renderGate() {
  const onGranted = vi.fn();
  const onNavigate = vi.fn();
  render(<GateScreen pathname="/glossary" onGranted={onGranted} onNavigate={onNavigate} />);
  return { onGranted, onNavigate };
}

const GRANTED = {
  valid: true,
  message: 'Access granted',
  session_id: 'sess-1',
  code_name: 'Friends and Family',
  code_description: 'Early circle',
};
const DENIED = { valid: false, message: 'That code has expired.', session_id: null, code_name: null, code_description: null };

async function enterCode(code = 'CALM-2026') {
  await userEvent.type(screen.getByLabelText('Access code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
}

describe('launch gate screen (spec 2.12)', () => {
  it('shows the badge, a password-type code field and the waitlist', () => {
    renderGate();
    expect(screen.getByText('Launching soon')).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Get Early Access' })).toBeInTheDocument();
  });

  it('keeps Enter Site disabled while the code is empty', async () => {
    renderGate();
    const enter = screen.getByRole('button', { name: 'Enter Site' });
    expect(enter).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Access code'), '   ');
    expect(enter).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Access code'), 'x');
    expect(enter).toBeEnabled();
  });

  it('opens the site for a valid code: stores the launch access record and says Welcome with the code name', async () => {
    const fetchMock = stubFetch({ 'POST /api/launch-gate/validate': { body: GRANTED } });
    const { onGranted } = renderGate();
    await enterCode();
    await waitFor(() => expect(onGranted).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST', '/api/launch-gate/validate')).toEqual([
      { input_code: 'CALM-2026', user_agent: navigator.userAgent },
    ]);
    expect(localStorage.getItem('launch_access')).toBe('true');
    expect(JSON.parse(localStorage.getItem('launch_access_granted')!)).toEqual({
      granted: true,
      sessionId: 'sess-1',
      codeName: 'Friends and Family',
      description: 'Early circle',
      grantedAt: expect.any(String),
    });
    expect(toast.success).toHaveBeenCalledWith('Welcome Friends and Family', {
      description: 'You now have access to the full site and can create an account.',
    });
  });

  it('says "Access denied" with the server’s message and clears the field', async () => {
    stubFetch({ 'POST /api/launch-gate/validate': { body: DENIED } });
    const { onGranted } = renderGate();
    await enterCode();
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(screen.getByText('That code has expired.')).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('');
    expect(screen.getByLabelText('Access code')).toHaveFocus();
    expect(onGranted).not.toHaveBeenCalled();
    expect(localStorage.getItem('launch_access')).toBeNull();
  });

  it('falls back to "Invalid access code" when the server gives no message', async () => {
    stubFetch({ 'POST /api/launch-gate/validate': { body: { ...DENIED, message: '' } } });
    renderGate();
    await enterCode();
    expect(await screen.findByText('Invalid access code')).toBeInTheDocument();
  });

  it.each([
    ['a server error', { status: 500, body: { status: 500, title: 'Internal Server Error' } }],
    ['too many tries', { status: 429, body: { status: 429, title: 'Too Many Requests' } }],
  ])('says "Validation error" / "Please try again later." for %s, keeping the code', async (_what, reply) => {
    stubFetch({ 'POST /api/launch-gate/validate': reply });
    renderGate();
    await enterCode();
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
    expect(screen.getByText('Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Access code')).toHaveValue('CALM-2026');
  });

  it('says "Validation error" when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderGate();
    await enterCode();
    expect(await screen.findByText('Validation error')).toBeInTheDocument();
  });

  it('says "Validation failed" for an answer it cannot read', async () => {
    stubFetch({ 'POST /api/launch-gate/validate': { body: { ok: 'maybe' } } });
    const { onGranted } = renderGate();
    await enterCode();
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
    expect(onGranted).not.toHaveBeenCalled();
  });
});

describe('waitlist (spec 2.12, 5, 8)', () => {
  async function join(email: string) {
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Get Early Access' }));
  }

  it('says "You are in" and sends the email, user agent and path', async () => {
    const fetchMock = stubFetch({ 'POST /api/launch-gate/waitlist': { status: 201, body: { message: 'You are in' } } });
    renderGate();
    await join('ada@example.com');
    expect(await screen.findByText('You are in')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/launch-gate/waitlist')).toEqual([
      { email: 'ada@example.com', user_agent: navigator.userAgent, metadata: { path: '/glossary' } },
    ]);
  });

  it('says "You are already on the list" for a duplicate (409)', async () => {
    stubFetch({ 'POST /api/launch-gate/waitlist': { status: 409, body: { status: 409, title: 'Conflict', code: 'ALREADY_ON_LIST' } } });
    renderGate();
    await join('ada@example.com');
    expect(await screen.findByText('You are already on the list')).toBeInTheDocument();
  });

  it('says "Invalid email" for an address without the simple shape, sending nothing', async () => {
    const fetchMock = stubFetch({});
    renderGate();
    await join('ada@example');
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', { status: 500, body: { status: 500, title: 'Internal Server Error' } }],
    ['another conflict', { status: 409, body: { status: 409, title: 'Conflict', code: 'OTHER' } }],
  ])('says "Something felt off" for %s', async (_what, reply) => {
    stubFetch({ 'POST /api/launch-gate/waitlist': reply });
    renderGate();
    await join('ada@example.com');
    expect(await screen.findByText('Something felt off')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('keeps the sign-in and refund links reachable', async () => {
    const { onNavigate } = renderGate();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(onNavigate).toHaveBeenCalledWith('/auth');
    await userEvent.click(screen.getByRole('link', { name: 'Request one here' }));
    expect(onNavigate).toHaveBeenCalledWith('/refund-request');
  });
});
