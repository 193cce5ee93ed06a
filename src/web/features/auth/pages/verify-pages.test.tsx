import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { VISITOR_REPLY } from '#web/testing/sessions';
import VerifyPage from './verify-page';
import VerifyExpiredPage from './verify-expired-page';
import VerifiedPage from './verified-page';
import RequestResetPage from './request-reset-page';

function stubResend(reply: { status?: number; body?: unknown } = { body: { status: true } }) {
  return stubFetch({ '/api/session': { body: VISITOR_REPLY }, 'POST /api/auth/send-verification-email': reply });
}

describe('/auth/verify', () => {
  it('names the address and sends the link again', async () => {
    const fetchMock = stubResend();
    renderPage(<VerifyPage />, { path: '/auth/verify?email=grace%40example.com' });
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText('grace@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('grace@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('A new link is on its way')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/send-verification-email')).toEqual([
      { email: 'grace@example.com', callbackURL: '/auth/verified' },
    ]);
  });

  it('says how long to wait after too many requests', async () => {
    stubResend({ status: 429, body: { status: 429, title: 'Too Many Requests', retryAfterSeconds: 840 } });
    renderPage(<VerifyPage />, { path: '/auth/verify?email=grace%40example.com' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Please wait 14 minutes before trying again.')).toBeInTheDocument();
  });
});

describe('/auth/verify-expired', () => {
  it('asks for the address and sends a new link', async () => {
    const fetchMock = stubResend();
    renderPage(<VerifyExpiredPage />, { path: '/auth/verify-expired' });
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('A new link is on its way')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/auth/verified' },
    ]);
  });
});

describe('/auth/verified', () => {
  it('invites a visitor (signed in elsewhere) to sign in', async () => {
    stubResend();
    renderPage(<VerifiedPage />, { path: '/auth/verified' });
    expect(await screen.findByRole('heading', { name: 'Your email is confirmed' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});

describe('/auth/reset-password', () => {
  function stubRequest(reply: { status?: number; body?: unknown } = { body: { status: true } }) {
    return stubFetch({ '/api/session': { body: VISITOR_REPLY }, 'POST /api/auth/request-password-reset': reply });
  }

  it('always answers with the same calm confirmation', async () => {
    const fetchMock = stubRequest();
    renderPage(<RequestResetPage />, { path: '/auth/reset-password' });
    await userEvent.type(await screen.findByLabelText('Email'), 'Ada@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const heading = await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/a link to choose a new password is on its way/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST', '/api/auth/request-password-reset')).toEqual([
      { email: 'ada@example.com', redirectTo: '/password-reset' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
  });

  it('shows the rate limit message, keeping the address', async () => {
    stubRequest({ status: 429, body: { status: 429, title: 'Too Many Requests', retryAfterSeconds: 290 } });
    renderPage(<RequestResetPage />, { path: '/auth/reset-password' });
    await userEvent.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Too many attempts')).toBeInTheDocument();
    expect(screen.getByText('Please wait 5 minutes before trying again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
