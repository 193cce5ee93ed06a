import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { consumeConsoleErrors } from '../../../tests/setup/console-guard';
import { ErrorBoundary } from './error-boundary';

let shouldThrow = true;

function Fragile() {
  if (shouldThrow) throw new Error('kaboom');
  return <p>All calm again</p>;
}

function renderFragile() {
  render(
    <ErrorBoundary>
      <Fragile />
    </ErrorBoundary>,
  );
}

function errorIdsLogged(): string[] {
  return consumeConsoleErrors()
    .map((args) => String(args[0]).match(/error id ([0-9a-f]+)/)?.[1])
    .filter((id): id is string => !!id);
}

describe('ErrorBoundary', () => {
  it('shows the calm card and logs the error with the id it shows', () => {
    shouldThrow = true;
    renderFragile();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an unexpected error. Your experience matters to us.')).toBeInTheDocument();
    const ids = errorIdsLogged();
    expect(ids).toHaveLength(1);
    expect(screen.getByText(ids[0])).toBeInTheDocument();
  });

  it('Try Again renders the children again', async () => {
    shouldThrow = true;
    renderFragile();
    consumeConsoleErrors();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All calm again')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('Go Home leads to /', () => {
    shouldThrow = true;
    renderFragile();
    consumeConsoleErrors();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it('starts over when its reset key changes (a new route)', async () => {
    shouldThrow = true;
    function Harness() {
      const [key, setKey] = useState('/a');
      return (
        <>
          <button onClick={() => setKey('/b')}>navigate</button>
          <ErrorBoundary resetKey={key}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Harness />);
    consumeConsoleErrors();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(screen.getByText('All calm again')).toBeInTheDocument();
  });
});
