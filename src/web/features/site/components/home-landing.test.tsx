import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, VISITOR_REPLY } from '#web/testing/sessions';
import { HOME_FAQ, HOME_FAQ_TOPICS } from './home-faq-content';
import HomePage from '../pages/home-page';
import { expectLink } from '#web/testing/expect-link';
import { textsByRole } from '#web/testing/texts';

const visitor = (count: { status?: number; body?: unknown }) =>
  stubFetch({ '/api/session': { body: VISITOR_REPLY }, '/api/edits/count': count });
const resetPathsStat = () => within(screen.getByRole('region', { name: 'Recalibrate at a glance' })).getAllByRole('listitem')[2];

describe('home landing sections (spec 2.9)', () => {
  it('explains how it works in five steps, in order, under h2 section headings', async () => {
    visitor({ body: { count: 9 } });
    renderPage(<HomePage />, { path: '/' });
    const how = await screen.findByRole('region', { name: 'How It Works' });
    const steps = within(within(how).getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Take the Audit',
      'Get Your Profile',
      'Start Your Edit',
      'Meet Sofia',
      'Take Action',
    ]);
    for (const name of [
      'How It Works',
      'Recalibrate at a glance',
      'Guided reset paths, one small step at a time',
      'Meet Sofia',
      'Questions you might have',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // The floating Sofia button is still there, above the sections.
    expectLink('Talk to Sofia with her full intelligence', '/sofia/voice');
  });

  it('shows the live number of reset paths beside the other stats', async () => {
    visitor({ body: { count: 7 } });
    renderPage(<HomePage />, { path: '/' });
    const stats = await screen.findByRole('region', { name: 'Recalibrate at a glance' });
    await within(stats).findByText('7');
    expect(textsByRole(stats, 'listitem')).toEqual([
      expect.stringContaining('15+ years research'),
      expect.stringContaining('10 minutes'),
      expect.stringContaining('7 reset paths'),
      expect.stringContaining('Sofia Personal Guide'),
      expect.stringContaining('Your SoulPrint'),
    ]);
  });

  it('says so in words, with no number, when the count cannot load', async () => {
    visitor({ status: 500, body: { title: 'Internal Server Error', status: 500 } });
    renderPage(<HomePage />, { path: '/' });
    await screen.findByText(/The live count did not load just now/);
    expect(resetPathsStat()).toHaveTextContent('Guided reset paths');
    expect(resetPathsStat().textContent).not.toMatch(/\d/);
  });

  it('holds the place quietly, with no number, while the count loads', async () => {
    const mock = visitor({ body: { count: 7 } });
    const answer = mock.getMockImplementation()!;
    mock.mockImplementation((input, init) =>
      String(input) === '/api/edits/count' ? new Promise<Response>(() => {}) : answer(input, init),
    );
    renderPage(<HomePage />, { path: '/' });
    await screen.findByRole('region', { name: 'Recalibrate at a glance' });
    expect(resetPathsStat()).toHaveTextContent('Counting reset paths');
    expect(resetPathsStat().textContent).not.toMatch(/\d/);
  });

  it('links Explore Edits and the Meet Sofia actions where the spec says', async () => {
    visitor({ body: { count: 9 } });
    renderPage(<HomePage />, { path: '/' });
    const edits = await screen.findByRole('region', { name: 'Guided reset paths, one small step at a time' });
    expectLink('Explore Edits', '/reset-paths', edits);
    const sofia = screen.getByRole('region', { name: 'Meet Sofia' });
    expect(within(sofia).getByText('Premium')).toBeInTheDocument();
    expect(within(sofia).getByText(/not a therapist/)).toBeInTheDocument();
    expectLink('Start Your Assessment', '/assessment/operating-system-audit', sofia);
    expectLink('explore edits first', '/reset-paths', sofia);
  });

  it('asks eight questions, closed until opened with Enter or Space', async () => {
    visitor({ body: { count: 9 } });
    const user = userEvent.setup();
    renderPage(<HomePage />, { path: '/' });
    const faq = await screen.findByRole('region', { name: 'Questions you might have' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual(HOME_FAQ.map((item) => item.question));
    const answerOf = (question: HTMLElement) => document.getElementById(question.getAttribute('aria-controls')!)!;
    for (const question of questions) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(question.closest('h3')).not.toBeNull();
      expect(answerOf(question)).not.toBeVisible();
    }

    const [who, , , , therapy] = questions;
    who.focus();
    await user.keyboard('{Enter}');
    expect(who).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(who)).toBeVisible();
    expect(answerOf(who)).toHaveTextContent(HOME_FAQ[0].answer);

    therapy.focus();
    await user.keyboard(' ');
    expect(therapy).toHaveAttribute('aria-expanded', 'true');
    const therapyAnswer = answerOf(therapy);
    expect(therapyAnswer).toBeVisible();
    expect(therapyAnswer).toHaveTextContent('Recalibrate is not therapy and it does not diagnose');
    expectLink('Call or text 988', 'tel:988', therapyAnswer);

    // Enter again closes it; the others stay as they were.
    who.focus();
    await user.keyboard('{Enter}');
    expect(who).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(who)).not.toBeVisible();
    expect(therapy).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a signed-in member the same sections below the intro', async () => {
    stubFetch({
      ...signedInRoutes(),
      '/api/soulprint/summary': { status: 500, body: { title: 'Error', status: 500 } },
      '/api/edits/count': { body: { count: 3 } },
    });
    renderPage(<HomePage />, { path: '/' });
    expect(await screen.findByRole('region', { name: 'How It Works' })).toBeInTheDocument();
    await within(screen.getByRole('region', { name: 'Recalibrate at a glance' })).findByText('3');
    expect(resetPathsStat()).toHaveTextContent('3 reset paths');
  });
});

describe('home FAQ content', () => {
  it('covers the spec’s eight topics in order, each in two to four sentences', () => {
    expect(HOME_FAQ.map((item) => item.topic)).toEqual([...HOME_FAQ_TOPICS]);
    expect(HOME_FAQ).toHaveLength(8);
    for (const { answer } of HOME_FAQ) {
      const sentences = answer.split(/(?<=[.!?])\s+(?=[A-Z])/);
      expect(sentences.length, answer).toBeGreaterThanOrEqual(2);
      expect(sentences.length, answer).toBeLessThanOrEqual(4);
    }
  });

  it('says plainly that Recalibrate is not therapy or a diagnosis, points to professionals and to crisis lines', () => {
    const therapy = HOME_FAQ.find((item) => item.topic === 'therapy')!;
    expect(therapy.answer).toMatch(/not therapy/);
    expect(therapy.answer).toMatch(/does not diagnose/);
    expect(therapy.answer).toMatch(/licensed mental health professional/);
    expect(therapy.crisisLines).toBe(true);
  });
});
