import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRIVATE_TEXT_CODE } from '#shared/access/impersonation';
import { ApiError } from '../lib/api-client';
import { stubFetch } from '../testing/fetch-stub';
import { TestProviders } from '../testing/render-app';
import { QueryState } from './query-state';
import { SkeletonBlock } from './ui/skeleton';

const failure = (status: number, code?: string) => new ApiError({ status, title: 'Failed', code });

/** A query whose answers come from `answers` in turn (the last one repeats); each is data or an error to throw. */
function Harness({ answers, ...props }: { answers: unknown[]; shape?: ReactNode; page?: boolean; hint?: string }) {
  const query = useQuery({
    queryKey: ['harness'],
    queryFn: async () => {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer as string;
    },
  });
  return (
    <QueryState query={query} what="your plan" {...props}>
      {(data) => <p>Plan: {data}</p>}
    </QueryState>
  );
}

function show(props: Parameters<typeof Harness>[0]) {
  stubFetch({});
  return render(
    <TestProviders>
      <MemoryRouter>
        <Harness {...props} />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe('QueryState', () => {
  it('says what is loading with a spinner, then shows the content', async () => {
    show({ answers: ['rest first'] });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your plan...');
    expect(await screen.findByText('Plan: rest first')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits in the shape of the content when given one: busy, with the label for screen readers only', async () => {
    show({ answers: ['rest first'], shape: <SkeletonBlock className="h-10" /> });
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your plan...')).toHaveClass('sr-only');
    expect(await screen.findByText('Plan: rest first')).toBeInTheDocument();
  });

  it('fails calmly and loads again on Try again', async () => {
    show({ answers: [failure(500), 'rest first'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your plan');
    expect(alert).toHaveTextContent('It is not something you did. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Plan: rest first')).toBeInTheDocument();
  });

  it('says the line it is given under the error', async () => {
    show({ answers: [failure(500)], hint: 'Your answers are safe.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your answers are safe.');
  });

  it('tells staff viewing as the member that her words are private, with no Try again', async () => {
    show({ answers: [failure(403, PRIVATE_TEXT_CODE)] });
    expect(await screen.findByText('Hidden: private to the member')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it.each([404, 400])('shows the 404 page in place of a page the server does not know (%i)', async (status) => {
    show({ answers: [failure(status)], page: true });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps a 404 inside a card an error, not the 404 page', async () => {
    show({ answers: [failure(404)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your plan');
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
  });
});
