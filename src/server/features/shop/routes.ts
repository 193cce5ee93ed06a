import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutInput,
  CheckoutStarted,
  DownloadQuery,
  FileParams,
  OrderView,
  PaymentsConfig,
  PurchasesQuery,
  PurchasesView,
  SessionParams,
  TestCheckoutInput,
  TestCheckoutView,
} from '#shared/contracts/shop';
import { requireUser } from '#server/platform/access';
import { HttpError } from '#server/platform/errors';
import { type PaymentProvider, WebhookSignatureError } from '#server/platform/payments/provider';
import type { createTestProvider } from '#server/platform/payments/test-provider';
import { discountGuessLimit } from './discount-guesses';
import type { createDownloads } from './downloads';
import type { Orders } from './orders';
import type { WebhookPipeline } from './webhook';
import { MEMBER_READ } from '#server/platform/private-words';

export interface ShopRouteDeps {
  orders: Orders;
  pipeline: WebhookPipeline;
  provider: PaymentProvider;
  /** Present when the built-in test provider is the one in use. */
  testProvider: ReturnType<typeof createTestProvider> | null;
  downloads: ReturnType<typeof createDownloads>;
  publicUrl: string;
}

/**
 * The webhook reads the raw body in a scope of its own (PAYMENTS.md §1: Fastify has no core
 * rawBody), so the signature is checked over the exact bytes sent; routes elsewhere parse JSON.
 */
export const webhookRoute: FastifyPluginAsync<{ pipeline: WebhookPipeline }> = async (app, { pipeline }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post('/api/shop/webhook', { config: { access: 'public', openWhileGated: true, rateLimit: false } }, async (request, reply) => {
    const signature = request.headers['stripe-signature'];
    try {
      const outcome = await pipeline.deliver(request.body as Buffer, typeof signature === 'string' ? signature : undefined);
      return reply.send({ received: true, duplicate: outcome === 'duplicate' });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new HttpError(400, `Webhook signature verification failed: ${error.message}`);
      throw error;
    }
  });
};

export const shopRoutes: FastifyPluginAsyncZod<ShopRouteDeps> = async (app, deps) => {
  const { orders, pipeline, testProvider, downloads } = deps;
  const guessLimit = discountGuessLimit(app);

  app.get(
    '/api/shop/config',
    { config: { access: 'public', openWhileGated: true }, schema: { response: { 200: PaymentsConfig } } },
    async () => ({
      mode: deps.provider.name,
      livemode: deps.provider.livemode,
    }),
  );

  app.post(
    '/api/shop/checkout',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: { body: CheckoutInput, response: { 200: CheckoutStarted } },
    },
    async (request) => guessLimit(request, Boolean(request.body.discountCode), () => orders.checkout(request.body, request.actor)),
  );

  app.get(
    '/api/shop/orders/:sessionId',
    { config: { access: 'public' }, schema: { params: SessionParams, response: { 200: OrderView } } },
    async (request) => orders.fulfilOnLoad(request.params.sessionId),
  );

  app.get(
    '/api/shop/purchases',
    { config: MEMBER_READ, schema: { querystring: PurchasesQuery, response: { 200: PurchasesView } } },
    async (request) => {
      const { userId, email } = requireUser(request.actor);
      return orders.purchases(userId, email, request.query);
    },
  );

  app.get(
    '/api/shop/files/:fileKey',
    { config: { access: 'member', features: ['shop_guides_included'], privateWords: 'none' }, schema: { params: FileParams } },
    async (request, reply) => {
      const { userId, email, tier } = requireUser(request.actor);
      return downloads.forMember(reply, request.params.fileKey, { userId, email, tier });
    },
  );

  app.get(
    '/api/shop/download',
    {
      config: { access: 'public', openWhileGated: true, rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { querystring: DownloadQuery },
    },
    async (request, reply) => downloads.forLink(reply, request.query.token),
  );

  // The built-in test checkout (PAYMENTS.md §5): only while the test provider is the one in use.
  const testOrder = async (sessionId: string) => {
    const order = testProvider ? await orders.bySession(sessionId) : null;
    if (!order || order.provider !== 'test') throw new HttpError(404, 'There is no test checkout with this address.');
    return order;
  };

  app.get(
    '/api/shop/test-checkout/:sessionId',
    { config: { access: 'public' }, schema: { params: SessionParams, response: { 200: TestCheckoutView } } },
    async (request) => orders.view(await testOrder(request.params.sessionId), { kind: 'link' }),
  );

  app.post(
    '/api/shop/test-checkout/:sessionId',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: { params: SessionParams, body: TestCheckoutInput, response: { 200: OrderView } },
    },
    async (request) => {
      const order = await testOrder(request.params.sessionId);
      const event = testProvider!.eventFor(request.body.outcome, {
        sessionId: request.params.sessionId,
        orderId: order.id,
        totalCents: order.totalCents,
        currency: order.currency,
      });
      // Signed and delivered through the webhook pipeline, exactly as a Stripe delivery would be.
      const { payload, signature } = await testProvider!.signedEvent(event);
      await pipeline.deliver(Buffer.from(payload), signature);
      return orders.fulfilOnLoad(request.params.sessionId);
    },
  );
};
