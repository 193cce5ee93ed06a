import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ABUSE_RESOURCES,
  CRISIS_ABUSE_BODY,
  CRISIS_COPY,
  CRISIS_QUESTION,
  CRISIS_QUESTION_BODY,
  CRISIS_RESOURCES,
} from '#shared/safety/crisis';
import { CrisisResources } from './crisis-resources';

describe('CrisisResources', () => {
  it('is a region named by its heading, with the copy and a real link for every line', () => {
    render(<CrisisResources timeZone="America/Chicago" />);
    const region = screen.getByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByRole('heading', { level: 2, name: CRISIS_COPY.heading })).toBeInTheDocument();
    expect(within(region).getByText(CRISIS_COPY.body)).toBeInTheDocument();
    expect(within(region).getByText(CRISIS_COPY.emergency)).toBeInTheDocument();
    expect(within(region).queryByText(CRISIS_QUESTION)).not.toBeInTheDocument();
    const hrefs = within(region)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['tel:988', 'tel:116123', 'https://findahelpline.com', '/safety-plan', '/reset-room']);
    for (const resource of CRISIS_RESOURCES) expect(within(region).getByText(resource.name)).toBeInTheDocument();
    const web = within(region).getByRole('link', { name: /findahelpline\.com/ });
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("lists the line of the person's region first", () => {
    render(<CrisisResources timeZone="Europe/Paris" />);
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', 'tel:116123');
  });

  it('asks the direct question at tier 2, with the same lines, the safety plan and grounding', () => {
    render(<CrisisResources tier={2} timeZone="Asia/Tokyo" />);
    const region = screen.getByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByText(CRISIS_QUESTION)).toBeInTheDocument();
    expect(within(region).getByText(CRISIS_QUESTION_BODY)).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: /safety plan/ })).toHaveAttribute('href', '/safety-plan');
    expect(within(region).getByRole('link', { name: /grounding/ })).toHaveAttribute('href', '/reset-room');
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href'))[0],
    ).toBe('https://findahelpline.com');
  });

  it.each([
    { here: '/safety-plan' as const, kept: '/reset-room' },
    { here: '/reset-room' as const, kept: '/safety-plan' },
  ])('on $here, offers only the other next step, not the page itself', ({ here, kept }) => {
    render(<CrisisResources here={here} />);
    const steps = screen
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'))
      .filter((href) => href?.startsWith('/'));
    expect(steps).toEqual([kept]);
  });

  it('after a disclosure of abuse, speaks to being unsafe at home and adds the domestic-abuse lines to every other', () => {
    render(<CrisisResources concern="abuse" timeZone="America/Chicago" />);
    const region = screen.getByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByText(CRISIS_ABUSE_BODY)).toBeInTheDocument();
    expect(CRISIS_ABUSE_BODY).toMatch(/^If you are not safe where you are, or someone is hurting you/);
    expect(within(region).queryByText(CRISIS_COPY.body)).not.toBeInTheDocument();
    expect(within(region).getByText('National Domestic Violence Hotline')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Call 1-800-799-7233 or text START to 88788' })).toHaveAttribute(
      'href',
      'tel:18007997233',
    );
    expect(within(region).getByText('National Domestic Abuse Helpline')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Call 0808 2000 247, free, 24 hours' })).toHaveAttribute('href', 'tel:08082000247');
    for (const resource of [...ABUSE_RESOURCES, ...CRISIS_RESOURCES]) expect(within(region).getByText(resource.name)).toBeInTheDocument();
    expect(within(region).getByText(CRISIS_COPY.emergency)).toBeInTheDocument();
    const hrefs = within(region)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.slice(0, 2)).toEqual(['tel:18007997233', 'tel:988']);
  });

  it('can sit under another heading and take focus', () => {
    render(<CrisisResources headingLevel={3} />);
    const region = screen.getByRole('region', { name: CRISIS_COPY.heading });
    expect(within(region).getByRole('heading', { level: 3 })).toBeInTheDocument();
    region.focus();
    expect(region).toHaveFocus();
  });
});
