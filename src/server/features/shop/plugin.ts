import type { FastifyInstance } from 'fastify';
import type { EventConsumer } from '#server/platform/payments/event-consumer';
import type { Services } from '#server/services';
import { createDownloads } from './downloads';
import { createDownloadTokens } from './download-tokens';
import { createOrders } from './orders';
import { createRefunds } from './refunds';
import { refundRequestRoutes } from './refund-requests';
import { reviewRoutes } from './review-routes';
import { createReviews } from './reviews';
import { adminOrdersRoutes } from './admin-orders-routes';
import { adminRefundRequestsRoutes } from './admin-refund-requests-routes';
import { shopAdminRoutes } from './admin-routes';
import { reviewModerationRoutes } from './admin-review-moderation';
import { catalogueAdminRoutes } from './catalogue-admin-routes';
import { discountCodeAdminRoutes } from './discount-code-admin';
import { adminSalesRoutes } from './admin-sales-routes';
import { shopRoutes, webhookRoute } from './routes';
import { createWebhookPipeline } from './webhook';

/** The Refill Shop and the payment platform under it, put together from the app's services. */
export async function registerShop(
  app: FastifyInstance,
  services: Pick<Services, 'env' | 'database' | 'mailer' | 'payments' | 'testPayments' | 'secret'>,
  options: { consumers?: readonly EventConsumer[] } = {},
) {
  const { env, database, mailer, payments, testPayments, secret } = services;
  const db = database.db;
  const tokens = createDownloadTokens(secret);
  const orders = createOrders({ db, provider: payments, mailer, publicUrl: env.PUBLIC_URL, tokens });
  const pipeline = createWebhookPipeline({
    db,
    provider: payments,
    onPaid: (orderId) => orders.sendReceipt(orderId),
    consumers: options.consumers,
  });
  const refunds = createRefunds({ db, provider: payments, mailer });
  const downloads = createDownloads({ db, tokens, contentDir: env.CONTENT_DIR });
  await app.register(webhookRoute, { pipeline });
  await app.register(shopRoutes, {
    orders,
    pipeline,
    provider: payments,
    testProvider: testPayments,
    downloads,
    publicUrl: env.PUBLIC_URL,
  });
  await app.register(shopAdminRoutes, { refunds });
  const reviews = createReviews(db);
  await app.register(reviewRoutes, { reviews });
  await app.register(refundRequestRoutes, { db, mailer });
  await app.register(catalogueAdminRoutes, { db });
  await app.register(discountCodeAdminRoutes, { db });
  await app.register(reviewModerationRoutes, { db });
  await app.register(adminRefundRequestsRoutes, { db, refunds, mailer });
  await app.register(adminOrdersRoutes, { db, orders });
  await app.register(adminSalesRoutes, { db });
  return { orders, pipeline, refunds };
}
