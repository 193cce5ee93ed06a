import type { AppDb } from '../db/client';
import type { Env } from '../env';
import { getOrCreateSecret } from '../secrets';
import type { PaymentProvider } from './provider';
import { stripeConnection } from './stripe-client';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

export type TestProvider = ReturnType<typeof createTestProvider>;

/** Stripe when both of its keys are set; otherwise the built-in test provider (PAYMENTS.md §5). */
export async function choosePaymentProvider(
  env: Env,
  db: AppDb,
): Promise<{ provider: PaymentProvider; testProvider: TestProvider | null }> {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    const connection = env.STRIPE_API_URL ? stripeConnection(env.STRIPE_API_URL) : undefined;
    return {
      provider: createStripeProvider({
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        automaticTax: env.STRIPE_AUTOMATIC_TAX,
        connection,
      }),
      testProvider: null,
    };
  }
  const testProvider = createTestProvider({
    webhookSecret: `whsec_${await getOrCreateSecret(db, 'payments-test-webhook')}`,
    publicUrl: env.PUBLIC_URL,
  });
  return { provider: testProvider, testProvider };
}
