import { z } from 'zod';
import { MEMBERSHIP_TIERS } from '../access/tiers';
import { BILLING_INTERVALS } from '../memberships/plans';
import { SALES_MODES } from './shop-admin';

/** /admin/sales, memberships (decision 094): test and live apart, the last `months` calendar months (UTC). */
export const MembershipSalesQuery = z.object({
  mode: z.enum(SALES_MODES).default('live'),
  months: z.coerce.number().int().min(1).max(24).default(12),
});
export type MembershipSalesQuery = z.input<typeof MembershipSalesQuery>;

export const MembershipSalesReport = z.object({
  mode: z.enum(SALES_MODES),
  asOf: z.string(),
  /** Monthly recurring revenue: each paying membership's price for a month (a year's price / 12), after its hardship level. */
  mrrCents: z.number().int(),
  /** Memberships being paid for now (active or past due), by tier and interval. */
  active: z.array(z.object({ tier: z.enum(MEMBERSHIP_TIERS), interval: z.enum(BILLING_INTERVALS), members: z.number().int() })),
  /** Of those, the members with a hardship level (100 % ones included). */
  hardshipMembers: z.number().int(),
  /** Oldest first: memberships started, set to cancel, and ended (churned) in each month. */
  months: z.array(z.object({ month: z.string(), new: z.number().int(), canceled: z.number().int(), churned: z.number().int() })),
});
export type MembershipSalesReport = z.infer<typeof MembershipSalesReport>;
