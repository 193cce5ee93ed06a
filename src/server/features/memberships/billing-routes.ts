import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MEMBERSHIP_BILLING_API as API,
  MEMBERSHIP_BILLING_MESSAGES as M,
  MEMBERSHIP_PAGES as PAGES,
  MembershipBilling,
  MembershipInvoiceList,
  MembershipTestCheckout,
  MembershipTestCheckoutInput,
  MembershipTestCheckoutParams,
  NextStep,
  PortalAction,
  PortalOpened,
  SubscribeInput,
  SubscribeStarted,
  TriggerRenewalInput,
  TriggerRenewalResult,
  type MembershipInvoice,
  type PaidTier,
} from '#shared/contracts/memberships-billing';
import { HARDSHIP_LEVELS } from '#shared/contracts/memberships';
import type { HardshipLevel } from '#shared/memberships/plans';
import { HttpError } from '#server/platform/errors';
import { callerId, requireUser } from '#server/platform/access';
import { writeAudit } from '../admin/audit';
import { users } from '../auth/schema';
import { membershipInvoices } from './billing-schema';
import type { BillingDeps } from './billing';
import { billingView, currentMembership, membershipView } from './billing-view';
import { type LocalRow, currentPlan, renewalPlan } from './local-subscriptions';
import { MEMBER_READ } from '#server/platform/private-words';

const isRunning = (status: string | undefined) => status === 'active' || status === 'past_due';

/** The member's membership billing (issue 19): view, subscribe, test checkout, portal, receipts. */
export const billingRoutes: FastifyPluginAsyncZod<BillingDeps & { customerFor(userId: string, email: string): Promise<string> }> = async (
  app,
  deps,
) => {
  const { db, local, payments, mode, publicUrl, priceFor } = deps;
  const member = { access: 'member' as const };

  app.get(API.billing, { config: MEMBER_READ, schema: { response: { 200: MembershipBilling } } }, async (request) =>
    billingView(db, callerId(request), mode),
  );

  app.post(
    API.subscribe,
    {
      config: { ...member, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { body: SubscribeInput, response: { 200: SubscribeStarted } },
    },
    async (request) => {
      const { userId, email } = requireUser(request.actor);
      const current = await currentMembership(db, userId, new Date());
      if (isRunning(current?.status)) throw new HttpError(409, M.alreadyMember);
      const { tier, interval } = request.body;
      const { price, hardshipLevel } = await priceFor(userId, tier, interval);
      const start = { userId, tier, interval, price, hardshipLevel };
      // 100 % off: a $0 membership with periods, recorded without the provider (decision 091).
      if (price.totalCents === 0) {
        await local.checkout({ ...start, provider: 'free' });
        return { url: `${PAGES.billing}?membership=started`, free: true };
      }
      if (payments.subscriptions) {
        const session = await payments.subscriptions.createSubscriptionCheckout({
          userId,
          customerId: await deps.customerFor(userId, email),
          lookupKey: `${tier}_${interval}`,
          hardshipLevel: price.discount === 'hardship' && (hardshipLevel === 50 || hardshipLevel === 75) ? hardshipLevel : null,
          successUrl: `${publicUrl}${PAGES.billing}?membership=started`,
          cancelUrl: `${publicUrl}/memberships`,
        });
        return { url: session.url, free: false };
      }
      const row = await local.checkout({ ...start, provider: 'test' });
      return { url: `${PAGES.testCheckout}?session_id=${row.checkoutSessionId}`, free: false };
    },
  );

  async function ownTestCheckout(sessionId: string, userId: string): Promise<LocalRow> {
    const row = await local.bySession(sessionId, userId);
    if (!row || row.provider !== 'test') throw new HttpError(404, 'There is no such checkout.');
    return row;
  }

  app.get(
    `${API.testCheckout}/:sessionId`,
    {
      config: MEMBER_READ,
      schema: { params: MembershipTestCheckoutParams, response: { 200: MembershipTestCheckout } },
    },
    async (request) => {
      const row = await ownTestCheckout(request.params.sessionId, callerId(request));
      const [tier, interval] = currentPlan(row);
      return {
        sessionId: row.checkoutSessionId,
        status: row.status === 'checkout' ? ('open' as const) : row.status === 'expired' ? ('expired' as const) : ('complete' as const),
        tier,
        interval,
        listCents: row.listCents,
        discountCents: row.discountCents,
        totalCents: row.listCents - row.discountCents,
        currency: 'usd',
        hardshipLevel: (HARDSHIP_LEVELS as readonly (number | null)[]).includes(row.hardshipLevel)
          ? (row.hardshipLevel as HardshipLevel)
          : null,
      };
    },
  );

  app.post(
    `${API.testCheckout}/:sessionId`,
    { config: member, schema: { params: MembershipTestCheckoutParams, body: MembershipTestCheckoutInput, response: { 200: NextStep } } },
    async (request) => {
      const row = await ownTestCheckout(request.params.sessionId, callerId(request));
      const { outcome } = request.body;
      await local.finishCheckout(row, outcome);
      return { url: outcome === 'pay' ? `${PAGES.billing}?membership=started` : '/memberships' };
    },
  );

  app.post(API.portal, { config: member, schema: { response: { 200: PortalOpened } } }, async (request) => {
    const { userId, email } = requireUser(request.actor);
    const current = await currentMembership(db, userId, new Date());
    if (!current) throw new HttpError(409, M.noMembership);
    if (current.provider === 'stripe' && payments.subscriptions) {
      const customerId = current.providerCustomerId ?? (await deps.customerFor(userId, email));
      return { kind: 'stripe' as const, url: await payments.subscriptions.openPortal(customerId, `${publicUrl}${PAGES.billing}`) };
    }
    return { kind: 'test' as const, url: PAGES.testPortal };
  });

  app.post(API.testPortal, { config: member, schema: { body: PortalAction, response: { 200: MembershipBilling } } }, async (request) => {
    const userId = callerId(request);
    const row = await local.current(userId);
    if (!row) {
      const current = await currentMembership(db, userId, new Date());
      throw new HttpError(409, current?.provider === 'stripe' ? M.testModeOnly : M.noMembership);
    }
    const action = request.body;
    if (action.action === 'change') {
      const { price, hardshipLevel } = await priceFor(userId, action.tier, action.interval);
      const { row: changed, change } = await local.change(row, action.tier, action.interval, price, hardshipLevel);
      // A change from now is told by its events; one waiting for the renewal has none, so it is told here.
      if (change.kind === 'downgrade' && changed.scheduledLookupKey !== row.scheduledLookupKey) {
        const [tier, interval] = currentPlan(row);
        await deps.email(userId, {
          kind: 'plan_scheduled',
          current: { tier, interval },
          next: { tier: action.tier, interval: action.interval, priceCents: price.totalCents },
          startsAt: change.startsAt,
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        });
      }
    } else if (action.action === 'retry_payment') await local.payOpenInvoice(row);
    else await local.setCancelAtPeriodEnd(row, action.action === 'cancel');
    return billingView(db, userId, mode);
  });

  app.get(API.invoices, { config: MEMBER_READ, schema: { response: { 200: MembershipInvoiceList } } }, async (request) => {
    const rows = await db
      .select()
      .from(membershipInvoices)
      .where(eq(membershipInvoices.userId, callerId(request)))
      .orderBy(desc(membershipInvoices.periodStart), desc(membershipInvoices.createdAt))
      .limit(100);
    return {
      invoices: rows.map((row): MembershipInvoice => ({
        ...row,
        status: row.status as MembershipInvoice['status'],
        tier: row.tier as PaidTier,
        interval: row.interval as MembershipInvoice['interval'],
        periodStart: row.periodStart.toISOString(),
        periodEnd: row.periodEnd.toISOString(),
        createdAt: row.createdAt.toISOString(),
      })),
    };
  });
};

/** Staff, test mode: a member's renewal now, paid or failed, delivered as signed events (issue 19). */
export const adminBillingRoutes: FastifyPluginAsyncZod<BillingDeps> = async (app, { db, local, priceFor }) => {
  app.post(
    API.adminTestRenewal,
    { config: { access: 'admin' }, schema: { body: TriggerRenewalInput, response: { 200: TriggerRenewalResult } } },
    async (request) => {
      const staff = requireUser(request.actor);
      const { userId: id, email, outcome } = request.body;
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(id ? eq(users.id, id) : eq(users.email, email!.toLowerCase()));
      const row = user ? await local.current(user.id) : null;
      if (!user || !row) throw new HttpError(404, M.noSuchMember);
      const [tier, interval] = renewalPlan(row);
      const { price, hardshipLevel } = await priceFor(user.id, tier, interval);
      const renewed = await local.renew(row, outcome, {
        listCents: price.listCents,
        discountCents: price.discountCents,
        hardshipLevel: price.discount === 'hardship' ? hardshipLevel : null,
      });
      await writeAudit(db, {
        actorUserId: staff.userId,
        action: 'membership.test_renewal',
        targetUserId: user.id,
        details: { subscription: renewed.id, outcome, status: renewed.status },
      });
      const current = await currentMembership(db, user.id, new Date());
      if (!current) throw new HttpError(409, M.notRenewable);
      const { hardshipLevel: level } = await priceFor(user.id, tier, interval);
      return { userId: user.id, membership: await membershipView(db, current, level) };
    },
  );
};
