import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CRISIS_ABUSE_BODY, CRISIS_COPY } from '#shared/safety/crisis';
import { TypedCrisisCard } from './typed-crisis-card';

describe('TypedCrisisCard', () => {
  it('answers typed words of abuse with the card for being unsafe at home and the abuse lines', async () => {
    render(<TypedCrisisCard texts="My husband hits me when he drinks." immediate />);
    const region = await screen.findByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByText(CRISIS_ABUSE_BODY)).toBeInTheDocument();
    expect(within(region).getByText('National Domestic Violence Hotline')).toBeInTheDocument();
    expect(within(region).getByText('National Domestic Abuse Helpline')).toBeInTheDocument();
    expect(within(region).getByText('988 Suicide & Crisis Lifeline')).toBeInTheDocument();
  });

  it('keeps the general card, with no abuse line, for words of ending one’s life', async () => {
    render(<TypedCrisisCard texts="I want to die" immediate />);
    const region = await screen.findByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByText(CRISIS_COPY.body)).toBeInTheDocument();
    expect(within(region).queryByText('National Domestic Violence Hotline')).not.toBeInTheDocument();
  });
});
