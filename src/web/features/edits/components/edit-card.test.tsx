import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import type { EditCard as EditCardData } from '#shared/contracts/edits';
import { SET_ASIDE_LINE } from '#shared/edits/edit-action';
import { editCard } from '../testing/fixtures';
import { EditCard } from './edit-card';

const renderCard = (over: Partial<EditCardData>) => {
  const edit = editCard({ slug: 'rest-without-guilt', title: 'Rest without guilt', ...over });
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <EditCard edit={edit} /> }])} />);
};

describe('EditCard', () => {
  it('offers to continue an Edit in progress', () => {
    renderCard({ started: true, completedCount: 2 });
    expect(screen.getByRole('link', { name: 'Continue Rest without guilt' })).toHaveAttribute('href', '/reset-paths/rest-without-guilt');
    expect(screen.queryByText(SET_ASIDE_LINE)).not.toBeInTheDocument();
  });

  it('only opens an Edit the member set aside, and says its progress is kept (issue 16)', () => {
    renderCard({ started: true, completedCount: 2, setAside: true });
    expect(screen.getByRole('link', { name: 'Open Rest without guilt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Continue/ })).not.toBeInTheDocument();
    expect(screen.getByText(SET_ASIDE_LINE)).toBeInTheDocument();
  });
});
