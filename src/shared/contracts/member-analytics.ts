import { z } from 'zod';
import { Id } from './blocks';

/** Spec 7 get_user_comprehensive_data for staff: the summary, the member metrics and business events. */
export const MemberAnalytics = z.object({
  computed_at: z.iso.datetime({ offset: true }).nullable(),
  data_summary: z.object({
    total_modules_completed: z.number().int(),
    soulprint_completion: z.number().int(),
    latest_quiz_date: z.iso.datetime({ offset: true }).nullable(),
    last_active_date: z.iso.datetime({ offset: true }).nullable(),
    total_journal_entries: z.number().int(),
  }),
  /** Coaching sessions are not booked in the app yet (coaching issue): always empty for now. */
  recent_coaching_sessions: z.array(z.object({ id: Id, date: z.string() })),
  metrics: z.object({
    community_engagement_score: z.number(),
    content_completion_rate: z.number(),
    avg_session_length_minutes: z.number(),
  }),
  data_quality: z
    .object({
      profile_completion_percentage: z.number().int(),
      assessments_started: z.number().int(),
      assessments_completed: z.number().int(),
      data_export_requests: z.number().int(),
      account_verification_status: z.string(),
      duplicate_account_flags: z.array(z.object({ duplicate_user_id: z.string(), match_type: z.string(), confidence: z.number() })),
      data_health_score: z.number().int(),
    })
    .nullable(),
  business_events: z.array(
    z.object({
      metric_type: z.string(),
      metric_value: z.number(),
      event: z.string().nullable(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type MemberAnalytics = z.infer<typeof MemberAnalytics>;

export const MetricsRefreshQueued = z.object({ queued: z.boolean() });
