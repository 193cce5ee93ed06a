import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { COSMIC_MESSAGES } from '#shared/contracts/soulprint';
import { EMPTY_TRACKING, soulprintReply } from '#web/testing/assessment-results';
import { FakeEventSource, installFakeEventSource } from '#web/testing/fake-event-source';
import { fieldErrors, sentBodies, stubFetch, type CannedReply } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes, storeViewingAs, userReply } from '#web/testing/sessions';
import SoulprintCompassPage from './soulprint-compass-page';

function server(over: Record<string, CannedReply | (() => CannedReply)> = {}) {
  return stubFetch({ ...signedInRoutes(), '/api/soulprint': { body: soulprintReply() }, ...over });
}

async function openCompass() {
  // The shell opens the realtime stream for a signed-in member; the page listens to it.
  renderPage(<SoulprintCompassPage />, { path: '/soulprint-compass', realtime: true });
  return screen.findByRole('progressbar', { name: 'SoulPrint completion' });
}

const region = (name: string | RegExp) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  installFakeEventSource();
});

describe('/soulprint-compass completion', () => {
  it('shows the progress and the one thing left, linked to the cosmic coordinates form', async () => {
    server();
    const bar = await openCompass();
    expect(bar).toHaveAttribute('aria-valuenow', '86');
    expect(screen.getByRole('heading', { level: 2, name: 'Your SoulPrint is 86% complete' })).toBeInTheDocument();
    expect(screen.getByText('6 of 7 done')).toBeInTheDocument();
    const left = within(screen.getByRole('list', { name: 'Still to add' })).getAllByRole('link');
    expect(left.map((link) => [link.querySelector('span span')?.textContent, link.getAttribute('href')])).toEqual([
      ['Cosmic Coordinates', '#cosmic-coordinates'],
    ]);
    expect(screen.getByText('System Override')).toBeInTheDocument();
    expect(screen.getByText('Shut Down')).toBeInTheDocument();
  });

  it('gives the archetype one sentence when it sits beside a low score of its own (issue 16)', async () => {
    const note =
      'The Steady Harbour describes the pattern across all your answers, not one score: none of the other patterns stood out, so your answers sit closest to it even with a low Settled score.';
    server({
      '/api/soulprint': { body: soulprintReply({ archetype: 'settled', archetypeTitle: 'The Steady Harbour', archetypeNote: note }) },
    });
    await openCompass();
    const title = screen.getByText('The Steady Harbour');
    expect(title.parentElement).toHaveTextContent(note);
  });

  it('lists the audit and every open flag, each linked to its quiz, when nothing is taken yet', async () => {
    server({
      '/api/soulprint': {
        body: soulprintReply({
          tracking: EMPTY_TRACKING,
          completionPercentage: 0,
          completedAssessments: 0,
          axes: [],
          history: [],
          burnoutType: null,
          archetype: null,
          burnoutTitle: null,
          archetypeTitle: null,
        }),
      },
    });
    const bar = await openCompass();
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    const left = within(screen.getByRole('list', { name: 'Still to add' })).getAllByRole('link');
    expect(left.map((link) => [link.querySelector('span span')?.textContent, link.getAttribute('href')])).toEqual([
      ['Operating System Audit', '/assessment/operating-system-audit'],
      ['Burnout Blueprint', '/assessment/burnout-blueprint'],
      ['Career Rebellion Index', '/assessment/career-rebellion-index'],
      ['Nervous System Archetype', '/assessments/nervous-system-archetype'],
      ['Social Exchange Index', '/social-exchange-index-quiz'],
      ['Chaos Load Index', '/assessment/chaos-load-index'],
      ['Cosmic Coordinates', '#cosmic-coordinates'],
    ]);
    expect(within(region('Your compass')).getByText(/fills in as you take assessments/)).toBeInTheDocument();
    expect(within(region('Your results over time')).getByText(/Nothing here yet/)).toBeInTheDocument();
  });

  // Issue 16 overrides spec 4's reset to zero while an impersonation is stored: staff viewing as a
  // member must see exactly what she sees (it showed 0 % where she saw 86 %). Decision 070.
  it('shows the member’s own completion while staff view as her (issue 16)', async () => {
    const expiresAt = Date.now() + 60 * 60_000;
    storeViewingAs('user-1', expiresAt);
    const impersonation = { staffUserId: 'staff-1', staffEmail: 'kim@recalibrate.test', expiresAt: new Date(expiresAt).toISOString() };
    server({ '/api/session': { body: { ...userReply(), impersonation } } });
    const bar = await openCompass();
    expect(bar).toHaveAttribute('aria-valuenow', '86');
    expect(screen.getByRole('heading', { level: 2, name: 'Your SoulPrint is 86% complete' })).toBeInTheDocument();
  });
});

describe('/soulprint-compass compass and history', () => {
  it('draws one radar where higher is easier and one where it means strain, with wrapped labels (issue 16)', async () => {
    const [who5, exhaustion, settled] = soulprintReply().axes as { key: string; label: string; higherIs: string }[];
    const more = (axis: typeof who5, key: string, label: string) => ({ ...axis, key, label });
    const axes = [
      who5,
      settled,
      more(who5!, 'energy', 'Energy across the working day'),
      exhaustion,
      more(exhaustion!, 'distance', 'Mental distance'),
      more(exhaustion!, 'load', 'Load'),
    ];
    server({ '/api/soulprint': { body: soulprintReply({ axes }) } });
    await openCompass();
    const compass = region('Your compass');
    const [easier, strain] = within(compass).getAllByRole('img');
    expect(easier).toHaveAccessibleName(/^Where higher means easier Your latest score on each dimension/);
    expect(strain).toHaveAccessibleName(/^Where higher means more strain /);
    expect(easier!.querySelectorAll('circle')).toHaveLength(3);
    expect(strain!.querySelectorAll('circle')).toHaveLength(3);
    const lines = [...easier!.querySelectorAll('text')].find((t) => t.textContent?.startsWith('Energy'))!.querySelectorAll('tspan');
    expect([...lines].map((line) => line.textContent)).toEqual(['Energy across', 'the working', 'day']);
  });

  it('draws the radar with a table of the same numbers, and lists the results over time with links', async () => {
    server();
    await openCompass();
    const compass = region('Your compass');
    // Issue 16: radars are split by direction, and two scores of a kind make no shape: the table says it.
    expect(within(compass).queryByRole('img')).not.toBeInTheDocument();
    expect(
      within(compass).getByText('The shape appears with 3 or more scores here; so far there are 2, in the table below.'),
    ).toBeInTheDocument();
    expect(
      within(compass).getByText('The shape appears with 3 or more scores here; so far there is 1, in the table below.'),
    ).toBeInTheDocument();
    const rows = within(within(compass).getByRole('table')).getAllByRole('row').slice(1);
    // A row's name is its heading's own text; on a phone the source sits under it (the fifth column is hidden there).
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.firstChild!.textContent))).toEqual([
      ['Well-being (WHO-5)', '44', 'Low', 'Easier'],
      ['Exhaustion', '73', 'High (provisional)', 'More strain'],
      ['Settled', '30', 'Lower (provisional)', 'Easier'],
    ]);
    expect(rows[0]!.querySelector('th span.sm\\:hidden')).toHaveTextContent('Operating System Audit, 8 Mar 2025');
    expect(rows[0]!.querySelector('td.sm\\:table-cell')).toHaveTextContent('Operating System Audit, 8 Mar 2025');
    // Review 6, finding 13: one link per result the scores come from, not one of the same name on every row.
    expect(within(within(compass).getByRole('table')).queryAllByRole('link')).toEqual([]);
    const sources = within(within(compass).getByRole('list', { name: 'These scores come from this result:' })).getAllByRole('link');
    expect(sources.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Operating System Audit, 8 Mar 2025', '/assessment/os-audit-result/0b9e6c1e-4c4f-4c8e-9f51-1d2a3b4c5d6e'],
    ]);
    const history = within(region('Your results over time')).getAllByRole('link');
    expect(history.map((link) => link.getAttribute('href'))).toEqual([
      '/assessment/os-audit-result/0b9e6c1e-4c4f-4c8e-9f51-1d2a3b4c5d6e',
      '/assessment/os-audit-result/7a1f0c2d-1111-4aaa-8bbb-2c3d4e5f6a7b',
    ]);
    expect(history[0]).toHaveTextContent('Operating System Audit: System Override');
  });

  it('refreshes when another tab reports soulprint.updated', async () => {
    let progress = 86;
    const mock = server({ '/api/soulprint': () => ({ body: soulprintReply({ tracking: { ...soulprintReply().tracking, progress } }) }) });
    const bar = await openCompass();
    expect(bar).toHaveAttribute('aria-valuenow', '86');
    progress = 100;
    FakeEventSource.last!.emit('soulprint.updated');
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'SoulPrint completion' })).toHaveAttribute('aria-valuenow', '100'));
    expect(mock.mock.calls.filter(([url]) => String(url) === '/api/soulprint')).toHaveLength(2);
  });
});

describe('/soulprint-compass cosmic coordinates', () => {
  const form = () => screen.getByRole('form', { name: 'Cosmic Coordinates' });

  it('says it is a reflective lens, not science', async () => {
    server();
    await openCompass();
    expect(within(region('Cosmic Coordinates')).getByText('A reflective lens, not science.')).toBeInTheDocument();
  });

  it('asks for the birth date without sending anything, and keeps what was typed', async () => {
    const mock = server();
    await openCompass();
    await userEvent.type(within(form()).getByLabelText('Birth time (optional)'), '14:30');
    await userEvent.type(within(form()).getByLabelText('Birth place (optional)'), 'Lisbon');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Cosmic Coordinates' }));
    const date = within(form()).getByLabelText('Birth date');
    expect(await within(form()).findByText(COSMIC_MESSAGES.birthDate)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(within(form()).getByLabelText('Birth time (optional)')).toHaveValue('14:30');
    expect(within(form()).getByLabelText('Birth place (optional)')).toHaveValue('Lisbon');
    expect(sentBodies(mock, 'PUT', '/api/soulprint/cosmic-coordinates')).toEqual([]);
  });

  it('shows the server’s field error under its field and keeps every typed value', async () => {
    const mock = server({
      'PUT /api/soulprint/cosmic-coordinates': fieldErrors({ birthPlace: COSMIC_MESSAGES.birthPlace }),
    });
    await openCompass();
    await userEvent.type(within(form()).getByLabelText('Birth date'), '1990-05-17');
    await userEvent.type(within(form()).getByLabelText('Birth place (optional)'), 'Porto');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Cosmic Coordinates' }));
    expect(await within(form()).findByText(COSMIC_MESSAGES.birthPlace)).toBeInTheDocument();
    expect(within(form()).getByLabelText('Birth place (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form()).getByText(/Please check the fields marked below/)).toBeInTheDocument();
    expect(within(form()).getByLabelText('Birth date')).toHaveValue('1990-05-17');
    expect(within(form()).getByLabelText('Birth place (optional)')).toHaveValue('Porto');
    const offset = 0 - new Date('1990-05-17T12:00:00').getTimezoneOffset();
    expect(sentBodies(mock, 'PUT', '/api/soulprint/cosmic-coordinates')).toEqual([
      { birthDate: '1990-05-17', birthTime: null, birthPlace: 'Porto', utcOffsetMinutes: offset },
    ]);
  });

  it('saves and shows the sun and moon signs, with the note when the moon sign is uncertain', async () => {
    const astrology = {
      birthDate: '1990-05-17',
      birthTime: null,
      birthPlace: null,
      sunSign: 'Taurus',
      moonSign: 'Pisces',
      moonSignUncertain: true,
    };
    server({ 'PUT /api/soulprint/cosmic-coordinates': { body: soulprintReply({ astrology }) } });
    await openCompass();
    await userEvent.type(within(form()).getByLabelText('Birth date'), '1990-05-17');
    await userEvent.click(within(form()).getByRole('button', { name: 'Save Cosmic Coordinates' }));
    expect(await within(form()).findByText('Saved. Your sun is in Taurus and your moon in Pisces.')).toBeInTheDocument();
    const cosmic = region('Cosmic Coordinates');
    expect(within(cosmic).getByText('Taurus')).toBeInTheDocument();
    expect(within(cosmic).getByText(/may be the one before or after Pisces/)).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Update Cosmic Coordinates' })).toBeInTheDocument();
  });

  it('follows coordinates saved on another device, never replacing what is typed here unasked (spec 7)', async () => {
    const astrology = {
      birthDate: '1990-05-17',
      birthTime: null,
      birthPlace: 'Porto',
      sunSign: 'Taurus',
      moonSign: 'Pisces',
      moonSignUncertain: false,
    };
    let stored = soulprintReply();
    server({ '/api/soulprint': () => ({ body: stored }) });
    await openCompass();
    await userEvent.type(within(form()).getByLabelText('Birth place (optional)'), 'Lisbon');
    stored = soulprintReply({ astrology });
    FakeEventSource.last!.emit('soulprint.updated');
    expect(await within(form()).findByText('Your cosmic coordinates changed on another device or tab')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Birth place (optional)')).toHaveValue('Lisbon');
    expect(within(form()).getByLabelText('Birth date')).toHaveValue('');
    await userEvent.click(within(form()).getByRole('button', { name: 'Load the new cosmic coordinates' }));
    expect(within(form()).getByLabelText('Birth place (optional)')).toHaveValue('Porto');
    expect(within(form()).getByLabelText('Birth date')).toHaveValue('1990-05-17');
    expect(within(form()).getByLabelText('Birth date')).toHaveFocus();
  });
});
