import { formatCents } from '#shared/money';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import { ALWAYS_FREE, MEMBERSHIP_FEATURES } from '#shared/memberships/features';
import { ALWAYS_FREE_LABELS, FEATURE_LABELS } from '#shared/memberships/feature-labels';
import { hardshipPriceCents } from '#shared/memberships/membership-price';
import { MEMBERSHIP_PLANS } from '#shared/memberships/plans';
import { PAST_DUE_GRACE_DAYS } from '#shared/memberships/subscription-state';
import { minimumTier, PAID_TIERS } from '#shared/memberships/tier-unlocks';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { useTierChecks } from '../api/get-tier-checks';

const name = (tier: string) => MEMBERSHIP_PLANS.find((plan) => plan.tier === tier)?.name ?? tier;

/**
 * /admin/subscription-tiers-docs (analyst): generated from the plan table, the feature names and
 * the server's route table (decision 094), so it says what the code does and cannot drift from it.
 */
export default function SubscriptionTiersDocsPage() {
  const checks = useTierChecks();
  const routesOf = (feature: string) => (checks.data?.routes ?? []).filter((route) => route.features.includes(feature as never));

  return (
    <>
      <AdminPageHeader title="Subscription Tiers">
        What each membership tier costs and unlocks, and where the code checks it. This page is drawn from the plan table and the
        server&apos;s routes, so it changes when they do.
      </AdminPageHeader>

      <AdminSection title="Plans and prices" description="Prices in US dollars. A year costs ten months.">
        <div className="grid gap-4 md:grid-cols-3">
          {MEMBERSHIP_PLANS.map((plan) => (
            <article key={plan.tier} aria-labelledby={`plan-${plan.tier}`} className="rounded-card border border-border bg-surface p-4">
              <h3 id={`plan-${plan.tier}`} className="text-lg font-semibold">
                {plan.name}
              </h3>
              <p className="text-muted-foreground">{plan.tagline}</p>
              <p className="mt-2">
                {formatCents(plan.monthlyPriceCents)} a month, {formatCents(plan.yearlyPriceCents)} a year
              </p>
              {plan.lookupKeys && (
                <p className="text-sm text-muted-foreground">
                  Stripe lookup keys: <code>{plan.lookupKeys.month}</code>, <code>{plan.lookupKeys.year}</code>
                </p>
              )}
              <ul className="mt-2 list-disc pl-5">
                {plan.includes.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </AdminSection>

      <AdminSection
        title="What each tier unlocks"
        description="A tier has what it adds and everything below it. The routes are read from the server."
      >
        <DataTable
          caption="Features by the lowest tier that unlocks them"
          columns={['Feature', 'What it is', 'From', 'Checked by']}
          query={checks}
          rows={MEMBERSHIP_FEATURES}
          notes={{ loading: 'Reading the routes...', failed: 'We could not read the routes. Please try again.', empty: 'No features.' }}
        >
          {(feature) => (
            <tr key={feature} className={rowClasses}>
              <Th scope="row">
                <code>{feature}</code>
              </Th>
              <Td>{FEATURE_LABELS[feature]}</Td>
              <Td>{name(minimumTier(feature))}</Td>
              <Td>
                {routesOf(feature).length === 0
                  ? 'No route yet'
                  : routesOf(feature).map((route) => (
                      <code key={`${route.method} ${route.url}`} className="block">
                        {route.method} {route.url}
                      </code>
                    ))}
              </Td>
            </tr>
          )}
        </DataTable>
      </AdminSection>

      <AdminSection title="Never behind a tier" description="Open to every member and visitor, whatever their tier.">
        <ul className="list-disc pl-5">
          {ALWAYS_FREE.map((item) => (
            <li key={item}>{ALWAYS_FREE_LABELS[item]}</li>
          ))}
        </ul>
      </AdminSection>

      <AdminSection
        title="Hardship prices"
        description={`The one best discount at checkout; a level ends at its review date, at the next renewal. A failed payment keeps the tier ${PAST_DUE_GRACE_DAYS} days.`}
      >
        <DataTable
          caption="Monthly and yearly prices at each hardship level"
          columns={['Level', ...PAID_TIERS.map((tier) => name(tier))]}
          query={{ isPending: false, isError: false, error: null }}
          rows={HARDSHIP_LEVELS}
          notes={{ loading: '', failed: '', empty: '' }}
        >
          {(level) => (
            <tr key={level} className={rowClasses}>
              <Th scope="row">{level} % off</Th>
              {PAID_TIERS.map((tier) => (
                <Td key={tier}>
                  {formatCents(hardshipPriceCents(tier, 'month', level))} a month, {formatCents(hardshipPriceCents(tier, 'year', level))} a
                  year
                </Td>
              ))}
            </tr>
          )}
        </DataTable>
      </AdminSection>
    </>
  );
}
