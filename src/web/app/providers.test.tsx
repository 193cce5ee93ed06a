import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NO_IDLE_DELAY_MS } from './when-idle';
import { Providers } from './providers';

// The code that joins after first use cannot be fetched (offline before the service worker keeps
// it, or a page left open across a release).
vi.mock('./after-first-use', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => vi.useRealTimers());

describe('Providers', () => {
  it('keeps the page when what joins after first use cannot be loaded', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <Providers>
        <p>What the member was writing</p>
      </Providers>,
    );
    fireEvent.pointerDown(document.body);
    await vi.advanceTimersByTimeAsync(NO_IDLE_DELAY_MS * 3);
    vi.useRealTimers();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.getByText('What the member was writing')).toBeInTheDocument();
    warn.mockRestore();
  });
});
