import type { InsightGatingDocsResponse, SofiaAccessDocsResponse } from '#shared/contracts/sofia-insights';
import { MEMBERSHIP_TIERS } from '#shared/access/tiers';
import { ALWAYS_FREE_LABELS, FEATURE_LABELS } from '#shared/memberships/feature-labels';
import { MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { tierUnlocks } from '#shared/memberships/tier-unlocks';
import { CRISIS_PHRASES } from '#shared/safety/crisis-phrases';
import { SOFIA_CRISIS_PHRASES, SOFIA_PHRASE_CATEGORIES } from '#shared/safety/crisis-phrases-sofia';
import type { RegisteredRoute } from '#server/platform/access';
import { routeDocs } from '#server/platform/route-docs';
import { CONFIDENCE_MEANING, INSIGHT_MINIMUMS, INSIGHT_RULES } from '../insights/minimums';

const planName = (tier: string) => MEMBERSHIP_PLANS.find((p) => p.tier === tier)?.name ?? tier;

/** Sofia's routes, as the running server registered them, with their access policy and features. */
export function sofiaRoutes(routes: readonly RegisteredRoute[]): SofiaAccessDocsResponse['routes'] {
  return routeDocs(routes, (route) => route.url.startsWith('/api/sofia') || route.url.startsWith('/api/admin/sofia-docs'));
}

/** /admin/sofia-access-docs: which tier gets which part of Sofia (the plan table), and Sofia's routes. */
export function sofiaAccessDocs(routes: readonly RegisteredRoute[]): SofiaAccessDocsResponse {
  return {
    tiers: MEMBERSHIP_TIERS.map((tier) => ({
      tier,
      name: planName(tier),
      sofia: tierUnlocks(tier, 'sofia'),
      personalGuidance: tierUnlocks(tier, 'personal_guidance'),
      sofiaSafety: tierUnlocks(tier, 'sofia_safety'),
    })),
    features: [
      { feature: 'sofia', label: FEATURE_LABELS.sofia, alwaysFree: false },
      { feature: 'personal_guidance', label: FEATURE_LABELS.personal_guidance, alwaysFree: false },
      { feature: 'sofia_safety', label: ALWAYS_FREE_LABELS.sofia_safety, alwaysFree: true },
    ],
    routes: sofiaRoutes(routes),
  };
}

const R = INSIGHT_RULES;

/** /admin/insight-gating-docs: who gets Personal Guidance, each insight's minimum, the rules, and the safety tiers' phrase counts. */
export function insightGatingDocs(): InsightGatingDocsResponse {
  const sofia = SOFIA_PHRASE_CATEGORIES.flatMap((category) => {
    const rows = SOFIA_CRISIS_PHRASES.filter((row) => row.category === category);
    const tiers = [...new Set(rows.map((row) => row.tier))].sort();
    return tiers.map((tier) => ({ category, tier, phrases: rows.filter((row) => row.tier === tier).length }));
  });
  return {
    feature: 'personal_guidance',
    tiers: MEMBERSHIP_TIERS.map((tier) => ({ tier, unlocked: tierUnlocks(tier, 'personal_guidance') })),
    minimums: [...INSIGHT_MINIMUMS],
    rules: [
      { name: 'Confidence', value: CONFIDENCE_MEANING },
      { name: 'Shown from', value: `${R.showFrom} % confidence` },
      { name: 'Highest confidence claimed', value: `${R.confidenceCap} %` },
      { name: 'Smallest difference between two kinds of day', value: `${R.minDifference} point on the 1 to 10 scale` },
      { name: 'Smallest spread assumed', value: `${R.spreadFloor} point: ratings are whole numbers` },
      { name: 'Smallest correlation for the sleep link', value: String(R.sleep.minCorrelation) },
      { name: 'Smallest trend', value: `${R.trend.minWeeklyChange} point a week` },
      {
        name: 'Edit pace confidence',
        value: `The share of the last ${R.pace.windowDays / 7} weeks with a module, capped at ${R.confidenceCap} %`,
      },
      { name: 'Failure', value: 'Empty lists and a calm note (spec 8); nothing is made up to fill the page' },
      { name: 'Journal', value: 'Only the dates of entries, and only with the member’s personalisation consent' },
    ],
    safety: {
      shared: [
        { tier: 'Tier 1', phrases: CRISIS_PHRASES.tier1.length },
        { tier: 'Tier 2', phrases: CRISIS_PHRASES.tier2.length },
        { tier: 'No crisis', phrases: CRISIS_PHRASES.none.length },
      ],
      sofia,
    },
  };
}
