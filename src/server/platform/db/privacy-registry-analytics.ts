import type { PrivacyHandling } from './privacy-registry';
import { retain } from './retention';

/** The traffic rollup (decision 140) sums page_views for the traffic page. */
const ROLLUP = 'Counts summed from page_views for the traffic page: no session, person or address. Kept 13 months, like the page views.';

/** The privacy registry's analytics tables (issue 23): recorded only with analytics consent. */
export const ANALYTICS_TABLES: Record<string, PrivacyHandling> = {
  geographic_device_metrics: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'How fast pages loaded for you (web vitals), errors the app met, your device type, browser, screen size, time zone and country, recorded only with your analytics consent for a sample of visits, to find slow or broken pages.',
    ...retain('At most {period}, or until you delete your account.', { kind: 'age', column: 'created_at', period: { months: 13 } }),
  },
  user_comprehensive_metrics: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'A summary of how you use Recalibrate (modules completed, SoulPrint completion, journal entries, last activity, average visit length, content completion), computed nightly so staff can support you and improve the product.',
    retention: 'Recomputed every night; until you delete your account.',
  },
  data_quality_metrics: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'How complete your profile is, assessments started and completed, export requests, whether your email is verified and whether another account looks like yours, computed nightly to keep the data sound.',
    retention: 'Recomputed every night; until you delete your account.',
  },
  business_intelligence_metrics: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Milestones of your membership (sign-up, first audit, first Edit, purchase, subscription, referral), a churn risk score from inactivity and a lifetime value indicator from your orders, to understand what helps members stay.',
    retention: 'Until you delete your account.',
  },
  traffic_days: { personal: false, purpose: `Page views and visitors per day. ${ROLLUP}` },
  traffic_day_pages: { personal: false, purpose: `Page views and visitors per day and page. ${ROLLUP}` },
  traffic_day_durations: { personal: false, purpose: `How many views of each page lasted how long, per day. ${ROLLUP}` },
  traffic_day_tallies: {
    personal: false,
    purpose: `Page views per day by referring site, device type, browser and country. ${ROLLUP}`,
  },
};
