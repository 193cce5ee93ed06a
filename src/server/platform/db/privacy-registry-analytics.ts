import type { PrivacyHandling } from './privacy-registry';
import { retain } from './retention';

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
};
