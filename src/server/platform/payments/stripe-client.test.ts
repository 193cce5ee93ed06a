import { describe, expect, it } from 'vitest';
import { stripeConnection } from './stripe-client';

describe('stripeConnection (STRIPE_API_URL for a fake Stripe server)', () => {
  it.each([
    ['http://127.0.0.1:12111', { host: '127.0.0.1', port: 12111, protocol: 'http' }],
    ['http://localhost', { host: 'localhost', port: 80, protocol: 'http' }],
    ['https://stripe-mock.internal', { host: 'stripe-mock.internal', port: 443, protocol: 'https' }],
    ['https://stripe-mock.internal:8443/', { host: 'stripe-mock.internal', port: 8443, protocol: 'https' }],
  ])('%s', (url, expected) => {
    expect(stripeConnection(url)).toEqual(expected);
  });
});
