import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../validation/text';
import { REVIEW_MESSAGES, ReviewDecisionInput, ReviewInput } from './shop-reviews';
import { RefundRequestInput } from './shop-refund-requests';

type Parsed = { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const problems = (r: Parsed) => (r.success ? null : Object.fromEntries(r.error!.issues.map((i) => [String(i.path[0]), i.message])));
const BODY = 'It helped me plan my return to work.';

describe('a review (1 to 5 stars and text, spec 5 content rules)', () => {
  it.each([
    ['five stars', { rating: 5, body: BODY }, null],
    ['one star', { rating: 1, body: BODY }, null],
    ['stars from the form, as text', { rating: '4', body: BODY }, null],
    ['no stars', { rating: '', body: BODY }, { rating: REVIEW_MESSAGES.rating }],
    ['zero stars', { rating: 0, body: BODY }, { rating: REVIEW_MESSAGES.rating }],
    ['six stars', { rating: 6, body: BODY }, { rating: REVIEW_MESSAGES.rating }],
    ['half a star', { rating: 3.5, body: BODY }, { rating: REVIEW_MESSAGES.rating }],
    ['no text', { rating: 5, body: '' }, { body: REVIEW_MESSAGES.tooShort }],
    ['too short once trimmed', { rating: 5, body: '   short    ' }, { body: REVIEW_MESSAGES.tooShort }],
    ['only markup', { rating: 5, body: '<<<<<<>>>>>>' }, { body: REVIEW_MESSAGES.tooShort }],
    ['at the 10,000 limit', { rating: 5, body: 'x'.repeat(10_000) }, null],
    ['over the 10,000 limit', { rating: 5, body: 'x'.repeat(10_001) }, { body: TEXT_MESSAGES.contentTooLong }],
    ['a script tag', { rating: 5, body: `${BODY} <script>alert(1)</script>` }, { body: TEXT_MESSAGES.contentUnsafe }],
    ['a javascript: link', { rating: 5, body: `${BODY} javascript:alert(1)` }, { body: TEXT_MESSAGES.contentUnsafe }],
    ['both wrong', { rating: 9, body: 'no' }, { rating: REVIEW_MESSAGES.rating, body: REVIEW_MESSAGES.tooShort }],
  ])('%s', (_name, input, expected) => {
    expect(problems(ReviewInput.safeParse(input))).toEqual(expected);
  });

  it('stores the sanitised text: no angle brackets or event handlers, trimmed', () => {
    expect(ReviewInput.parse({ rating: '5', body: '  I <em>really</em> liked it onclick=go() \n' })).toEqual({
      rating: 5,
      body: 'I emreally/em liked it go()',
    });
  });

  it.each([
    ['approve', true],
    ['reject', true],
    ['publish', false],
    ['', false],
  ])('a staff decision of %j is accepted: %s', (decision, ok) => {
    expect(ReviewDecisionInput.safeParse({ decision }).success).toBe(ok);
  });
});

describe('a refund request', () => {
  const REASON = 'It was not what I needed.';
  it.each([
    ['a receipt number', { orderNumber: 'RS-ABCD2345', email: 'ada@example.test', reason: REASON }, null],
    ['lower case and spaces', { orderNumber: ' rs-abcd2345 ', email: 'ada@example.test', reason: REASON }, null],
    ['not an order number', { orderNumber: '12345', email: 'ada@example.test', reason: REASON }, ['orderNumber']],
    ['a bad email', { orderNumber: 'RS-ABCD2345', email: 'ada', reason: REASON }, ['email']],
    ['no reason', { orderNumber: 'RS-ABCD2345', email: 'ada@example.test', reason: '  ' }, ['reason']],
    ['a reason over 2,000', { orderNumber: 'RS-ABCD2345', email: 'ada@example.test', reason: 'x'.repeat(2001) }, ['reason']],
    ['a script in the reason', { orderNumber: 'RS-ABCD2345', email: 'ada@example.test', reason: `${REASON}<script>` }, ['reason']],
  ])('%s', (_name, input, fields) => {
    const problem = problems(RefundRequestInput.safeParse(input));
    expect(problem ? Object.keys(problem).sort() : null).toEqual(fields);
  });

  it('normalises the order number', () => {
    expect(RefundRequestInput.parse({ orderNumber: ' rs-abcd2345 ', email: 'ada@example.test', reason: REASON }).orderNumber).toBe(
      'RS-ABCD2345',
    );
  });
});
