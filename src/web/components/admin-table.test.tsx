import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable, TableNote } from './admin-table';

describe('AdminTable', () => {
  it('scrolls in a focusable region, and its note stays at the left edge, no wider than a phone', () => {
    render(
      <AdminTable caption="Funnel" columns={['Step', 'People']}>
        <TableNote columns={2}>No live sales between 30 Aug 2026 and 27 Nov 2026.</TableNote>
      </AdminTable>,
    );
    // Named apart from the caption: the section around it is usually titled the same (axe landmark-unique).
    expect(screen.getByRole('region', { name: 'Funnel, a table that scrolls sideways' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Funnel' })).toBeInTheDocument();
    const note = screen.getByText(/No live sales/);
    expect(note).toHaveClass('sticky', 'left-0');
    expect(note.closest('td')).toHaveAttribute('colspan', '2');
  });
});
