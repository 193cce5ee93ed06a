import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '#shared/access/policy';
import type { ChecklistTicksResponse, DocDraft, DocDraftListResponse } from '#shared/contracts/docs';
import { QA_RELEASE_CHECKLIST } from '#shared/docs/checklists';
import { ROUTE_TABLE } from '#web/app/route-table';
import { sentBodies, stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import DocsPages from './docs-pages';
import { DOC_PAGES } from './docs-index-page';
import { textsByRole } from '#web/testing/texts';

function open(path: string, role: StaffRole, routes: Parameters<typeof stubFetch>[0] = {}) {
  const mock = stubFetch({ ...signedInRoutes(role), ...routes });
  renderPage(<DocsPages />, { path, access: role === 'super_admin' ? 'super_admin' : 'analyst' });
  return mock;
}

describe('/admin/routing-documentation', () => {
  it('shows every route of the route table, with its access and whether it is built', async () => {
    open('/admin/routing-documentation', 'analyst');
    await screen.findByRole('heading', { level: 1, name: 'Routing Documentation' });
    const shown = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(shown).toHaveLength(ROUTE_TABLE.length);
    expect(new Set(shown)).toEqual(new Set(ROUTE_TABLE.map((entry) => entry.path)));
    const row = screen.getByRole('rowheader', { name: '/rolesync' }).closest('tr')!;
    expect(row).toHaveTextContent('Redirects to /flowpath');
    const docs = screen.getByRole('rowheader', { name: '/admin/routing-documentation' }).closest('tr')!;
    expect(textsByRole(docs, 'cell')).toEqual([expect.stringContaining('Routing Documentation'), 'analyst', 'No', 'Built']);
  });

  it('narrows the table to what the search names', async () => {
    open('/admin/routing-documentation', 'analyst');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search the routes' }), 'super_admin docs');
    const shown = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(shown.sort()).toEqual(
      ROUTE_TABLE.filter((e) => e.access === 'super_admin' && e.category === 'docs')
        .map((e) => e.path)
        .sort(),
    );
  });
});

describe('/admin/docs', () => {
  it('lists every documentation page and searches them', async () => {
    open('/admin/docs', 'super_admin');
    await screen.findByRole('heading', { level: 1, name: 'Documentation' });
    const list = screen.getByRole('list', { name: 'Documentation pages' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(DOC_PAGES.map((p) => p.path));
    expect(DOC_PAGES.map((p) => p.path)).toEqual(
      expect.arrayContaining(['/admin/api-reference', '/docs/site-operating-manual-view', '/admin/sofia-architecture']),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the documentation' }), 'routes app');
    expect(textsByRole(list, 'link')).toEqual(['Routing Documentation']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'nothing like this');
    expect(screen.getByRole('status')).toHaveTextContent('No page matches. Try another word.');
  });
});

const TICKS: ChecklistTicksResponse = {
  release: '2026.11.27',
  ticks: [{ checklist: 'qa-release', item: 'budget', tickedBy: 'rosa@example.com', tickedAt: '2026-11-27T09:00:00.000Z' }],
  releases: ['2026.11.27'],
};

describe('/admin/qa-checklists', () => {
  it('shows who ticked an item, and lets an admin tick another for the release', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z'), toFake: ['Date'] });
    const mock = open('/admin/qa-checklists', 'admin', {
      '/api/admin/docs/checklists': { body: TICKS },
      'PUT /api/admin/docs/checklists/ticks': { body: { ok: true } },
    });
    const budget = await screen.findByRole('checkbox', { name: /npm run budget/ });
    expect(budget).toBeChecked();
    expect(screen.getByText(/Ticked by rosa@example.com/)).toBeInTheDocument();
    const total = QA_RELEASE_CHECKLIST.sections.flatMap((s) => s.items).length;
    expect(screen.getByRole('status')).toHaveTextContent(`Release 2026.11.27: 1 of ${total} ticked`);
    await userEvent.click(screen.getByRole('checkbox', { name: /CI passed/ }));
    expect(sentBodies(mock, 'PUT', '/api/admin/docs/checklists/ticks')).toEqual([
      { release: '2026.11.27', checklist: 'qa-release', item: 'ci-green', ticked: true },
    ]);
    vi.useRealTimers();
  });

  it('lets an analyst read the ticks but not change them', async () => {
    open('/admin/beta-testing-guide', 'analyst', { '/api/admin/docs/checklists': { body: { ...TICKS, ticks: [] } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta testing guide' })).toBeInTheDocument();
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(5);
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true);
    expect(screen.getByText('You can read the ticks; admins tick the items.')).toBeInTheDocument();
  });
});

describe('/admin/ai-doc-creator', () => {
  it('writes a draft, shows it to finish and copy, and opens it in the content creator', async () => {
    const draft: DocDraft = {
      id: '5d7e6b8a-1111-4222-8333-444455556666',
      topic: 'wellness-features',
      title: 'The wellness features and their rules',
      body: '# The wellness features and their rules\n\nTODO: who reads this.',
      source: 'template',
      createdBy: 'sam@example.com',
      createdAt: '2026-11-27T09:00:00.000Z',
    };
    const list: DocDraftListResponse = { drafts: [], llm: false };
    const mock = open('/admin/ai-doc-creator', 'super_admin', {
      '/api/admin/docs/drafts': { body: list },
      'POST /api/admin/docs/drafts': { status: 201, body: draft },
    });
    expect(await screen.findByText(/No LLM is set up/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'wellness-features');
    await userEvent.click(screen.getByRole('button', { name: 'Write a draft' }));
    expect(sentBodies(mock, 'POST', '/api/admin/docs/drafts')).toEqual([{ topic: 'wellness-features' }]);
    expect(await screen.findByRole('textbox', { name: 'Draft (Markdown)' })).toHaveValue(draft.body);
    expect(screen.getByRole('link', { name: 'Open in the content creator' })).toHaveAttribute(
      'href',
      `/admin/content-creator?draft=${draft.id}`,
    );
  });
});
