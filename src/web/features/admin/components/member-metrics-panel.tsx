import type { ReactNode } from 'react';
import type { MemberAnalytics } from '#shared/contracts/member-analytics';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { formatDateTime } from '#web/lib/dates';
import { errorText } from '#web/lib/server-error';
import { useMemberAnalytics } from '../api/get-member-analytics';
import { useRefreshMemberAnalytics } from '../api/refresh-member-analytics';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function facts(data: MemberAnalytics): [string, ReactNode][] {
  const quality = data.data_quality;
  return [
    ['Modules completed', data.data_summary.total_modules_completed],
    ['Soulprint completion', `${data.data_summary.soulprint_completion}%`],
    ['Journal entries', data.data_summary.total_journal_entries],
    ['Latest assessment', when(data.data_summary.latest_quiz_date)],
    ['Last active', when(data.data_summary.last_active_date)],
    ['Content completion rate', `${Math.round(data.metrics.content_completion_rate)}%`],
    ['Average session', `${data.metrics.avg_session_length_minutes.toFixed(1)} min`],
    ['Community engagement', `${data.metrics.community_engagement_score} of 100`],
    ['Profile completion', quality ? `${quality.profile_completion_percentage}%` : '—'],
    ['Assessments started / completed', quality ? `${quality.assessments_started} / ${quality.assessments_completed}` : '—'],
    ['Data export requests', quality?.data_export_requests ?? '—'],
    ['Verification', quality?.account_verification_status ?? '—'],
    ['Data health score', quality ? `${quality.data_health_score} of 100` : '—'],
    [
      'Possible duplicates',
      quality && quality.duplicate_account_flags.length > 0
        ? quality.duplicate_account_flags.map((f) => `${f.duplicate_user_id} (${f.match_type}, ${f.confidence}%)`).join('; ')
        : 'None',
    ],
  ];
}

/**
 * A member's comprehensive data and metrics on /admin/users (issue 23, spec 7): what the nightly
 * job stored, and a button that asks it to work them out again now.
 */
export function MemberMetricsPanel({ id }: { id: string }) {
  const analytics = useMemberAnalytics(id);
  const refresh = useRefreshMemberAnalytics(id);
  return (
    <section aria-labelledby={`metrics-${id}`} className="flex flex-col gap-4">
      <h3 id={`metrics-${id}`} className="text-lg font-semibold">
        Activity and metrics
      </h3>
      <QueryState query={analytics} what="this member's metrics" hint="Please close this and try again.">
        {(data) => (
          <>
            <p className="text-sm text-muted-foreground">
              {data.computed_at ? `Worked out ${formatDateTime(data.computed_at)}.` : 'Not worked out yet: the job runs every night.'}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              {facts(data).map(([term, value]) => (
                <div key={term} className="contents">
                  <dt className="font-semibold">{term}</dt>
                  <dd className="wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
            {data.business_events.length > 0 && (
              <ul aria-label="Business events" className="flex flex-col gap-1 text-sm">
                {data.business_events.map((e, i) => (
                  <li key={i}>
                    {formatDateTime(e.created_at)}: {e.event ?? e.metric_type.replace(/_/g, ' ')}
                    {e.metric_type === 'conversion_event' ? '' : ` ${e.metric_value}`}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
      <div>
        <Button variant="outline" pending={refresh.isPending} onClick={() => refresh.mutate()}>
          Work out again
        </Button>
      </div>
      {refresh.isSuccess && <Notice tone="success">Asked for. The figures update within a minute; reopen this member to see them.</Notice>}
      {refresh.isError && <Notice tone="error">{errorText(refresh.error, 'We could not ask for new figures. Please try again.')}</Notice>}
    </section>
  );
}
