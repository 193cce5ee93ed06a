import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { TestProviders } from '#web/testing/test-providers';
import { PasswordStrengthMeter } from './password-strength-meter';

const GUESSABLE = 'This password is one of the most common ones, so it is easy to guess.';

function stubCheck() {
  return stubFetch({
    'POST /api/account/password-check': (_url, init) => {
      const { password } = JSON.parse(String(init?.body)) as { password: string };
      return { body: password === 'Password1!' ? { guessable: true, message: GUESSABLE } : { guessable: false, message: null } };
    },
  });
}

const meter = (password: string) =>
  render(
    <TestProviders>
      <PasswordStrengthMeter id="m" password={password} />
    </TestProviders>,
  );

describe('PasswordStrengthMeter and common passwords', () => {
  it('never calls a common password strong, and says why', async () => {
    stubCheck();
    meter('Password1!');
    await waitFor(() => expect(screen.getByText(GUESSABLE)).toBeInTheDocument());
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Weak');
  });

  it('keeps the spec 5 label for a password the dictionary does not know', async () => {
    const fetchMock = stubCheck();
    meter('Calm-river-Stone9!');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'Strong');
    expect(screen.queryByText(GUESSABLE)).not.toBeInTheDocument();
  });

  it('asks nothing while the password breaks the character rules', async () => {
    const fetchMock = stubCheck();
    meter('password');
    await new Promise((r) => setTimeout(r, 600));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
