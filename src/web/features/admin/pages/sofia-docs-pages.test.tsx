import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InsightGatingDocsResponse, SofiaAccessDocsResponse, SofiaArchitectureResponse } from '#shared/contracts/sofia-insights';
import { stubFetch } from '#web/testing/fetch-stub';
import { renderPage } from '#web/testing/render-page';
import { signedInRoutes } from '#web/testing/sessions';
import AdminLayout from '../components/admin-layout';
import SofiaDocsPages from './sofia-docs-pages';
import { textsByRole } from '#web/testing/texts';

const ARCHITECTURE: SofiaArchitectureResponse = {
  pipeline: [
    { step: 'Safety check', does: 'The shared tiered crisis check reads what the member wrote.' },
    { step: 'Reply', does: 'Reflect, cite one fact, make one offer.' },
  ],
  engine: { active: 'built-in', set: ['SOFIA_LLM_MODEL'], llmNeeds: ['SOFIA_LLM_BASE_URL', 'SOFIA_LLM_API_KEY', 'SOFIA_LLM_MODEL'] },
  intents: [{ id: 'greeting', label: 'Greeting', does: 'Says hello back.', examples: 9, fastPath: 1 }],
  exercises: [
    { id: '4-7-8-breath', name: '4-7-8 breathing', kind: 'breathing', purpose: 'Slowing down.', duration: 'about 2 minutes', steps: 4 },
  ],
};
const ACCESS: SofiaAccessDocsResponse = {
  tiers: [
    { tier: 'free', name: 'Free', sofia: false, personalGuidance: false, sofiaSafety: true },
    { tier: 'premium', name: 'Premium', sofia: true, personalGuidance: true, sofiaSafety: true },
  ],
  features: [{ feature: 'sofia_safety', label: 'Sofia’s safety parts', alwaysFree: true }],
  routes: [{ method: 'GET', url: '/api/sofia/insights', access: 'member', features: ['personal_guidance'] }],
};
const GATING: InsightGatingDocsResponse = {
  feature: 'personal_guidance',
  tiers: [
    { tier: 'free', unlocked: false },
    { tier: 'premium', unlocked: true },
  ],
  minimums: [{ id: 'trend', insight: 'Your last two weeks', needs: '7 days with a check-in', why: 'Fewer days move with every day.' }],
  rules: [{ name: 'Shown from', value: '80 % confidence' }],
  safety: { shared: [{ tier: 'Tier 1', phrases: 120 }], sofia: [{ category: 'ideation', tier: 1, phrases: 14 }] },
};

function open(path: string) {
  stubFetch({
    ...signedInRoutes('analyst'),
    '/api/admin/sofia-docs/architecture': { body: ARCHITECTURE },
    '/api/admin/sofia-docs/access': { body: ACCESS },
    '/api/admin/sofia-docs/insight-gating': { body: GATING },
  });
  renderPage(<SofiaDocsPages />, { path, access: 'analyst', layout: <AdminLayout /> });
}

describe('the Sofia docs pages of /admin', () => {
  it('/admin/sofia-architecture: the pipeline in order, the engine and the names of the settings set, intents and exercises', async () => {
    open('/admin/sofia-architecture');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofia Architecture' })).toBeInTheDocument();
    const steps = within(await screen.findByRole('region', { name: 'Every turn, in order' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Safety check: The shared tiered crisis check reads what the member wrote.',
      'Reply: Reflect, cite one fact, make one offer.',
    ]);
    expect(screen.getByText('The built-in guide')).toBeInTheDocument();
    expect(screen.getByText('SOFIA_LLM_MODEL')).toBeInTheDocument();
    const intents = screen.getByRole('table', { name: 'Sofia’s intents' });
    expect(within(within(intents).getByText('Greeting').closest('tr')!).getByText('9')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Sofia’s exercises' })).getByText('4-7-8 breathing')).toBeInTheDocument();
  });

  it('/admin/sofia-access-docs: each tier’s Sofia features and the routes with their access', async () => {
    open('/admin/sofia-access-docs');
    const tiers = await screen.findByRole('table', { name: 'Sofia by membership tier' });
    expect(textsByRole(within(tiers).getByText('Free').closest('tr')!, 'cell')).toEqual(['No', 'No', 'Yes']);
    expect(screen.getByText('(always free)', { exact: false })).toBeInTheDocument();
    const routes = screen.getByRole('table', { name: 'Sofia’s routes and their access' });
    const row = within(routes).getByText('GET /api/sofia/insights').closest('tr')!;
    expect(within(row).getByText('personal_guidance')).toBeInTheDocument();
    expect(within(row).getByText('member')).toBeInTheDocument();
  });

  it('/admin/insight-gating-docs: tiers, minimums, rules and the phrase counts', async () => {
    open('/admin/insight-gating-docs');
    const minimums = await screen.findByRole('table', { name: 'Each insight’s minimum and why' });
    expect(within(minimums).getByText('7 days with a check-in')).toBeInTheDocument();
    expect(screen.getByText('free: not included')).toBeInTheDocument();
    expect(screen.getByText('80 % confidence')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'The shared crisis phrase table' })).getByText('120')).toBeInTheDocument();
    const sofia = screen.getByRole('table', { name: 'Sofia’s phrases by category' });
    expect(within(within(sofia).getByText('ideation').closest('tr')!).getByText('14')).toBeInTheDocument();
  });
});
