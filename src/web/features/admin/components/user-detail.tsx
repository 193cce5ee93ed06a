import { type FormEvent, type ReactNode, useState } from 'react';
import { MEMBERSHIP_TIERS, type MembershipTier } from '#shared/access/policy';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { QueryState } from '#web/components/query-state';
import { useUserDetail } from '../api/get-user-detail';
import { useSetUserTier } from '../api/set-user-tier';
import { formatDateTime } from '#web/lib/dates';
import { ImpersonateButton } from './impersonate-button';
import { SelectField } from '#web/components/ui/select-field';
import { StaffRoleBadge } from './staff-role-badge';
import { errorText, type Outcome } from '#web/lib/server-error';
import type { useViewer } from './use-viewer';

const TIER_OPTIONS = MEMBERSHIP_TIERS.map((tier) => ({ value: tier, label: tier[0].toUpperCase() + tier.slice(1) }));

/** One member (GET /api/admin/users/:id): details, membership tier, and View as member. */
export function UserDetail({ id, viewer }: { id: string; viewer: ReturnType<typeof useViewer> }) {
  const detail = useUserDetail(id);
  return (
    <QueryState query={detail} what="this member" hint="Please close this and try again.">
      {(user) => <UserFacts user={user} viewer={viewer} />}
    </QueryState>
  );
}

function UserFacts({
  user,
  viewer,
}: {
  user: NonNullable<ReturnType<typeof useUserDetail>['data']>;
  viewer: ReturnType<typeof useViewer>;
}) {
  const facts: [string, ReactNode][] = [
    ['Email', <span className="break-all">{user.email}</span>],
    ['Preferred name', user.preferredName || '—'],
    ['Role', user.staffRole ? <StaffRoleBadge role={user.staffRole} /> : 'Member'],
    ['Email confirmed', user.emailVerified ? 'Yes' : 'Not yet'],
    ['Joined', formatDateTime(user.createdAt)],
    ['Active sessions', user.activeSessions],
    ['People they referred', user.referralCount],
  ];

  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TierForm id={user.id} tier={user.tier} />
      <div>
        <ImpersonateButton target={user} viewer={viewer} />
      </div>
    </div>
  );
}

function TierForm({ id, tier }: { id: string; tier: MembershipTier }) {
  const [value, setValue] = useState<MembershipTier>(tier);
  const save = useSetUserTier();
  const [message, setMessage] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { id, tier: value },
      {
        onSuccess: (saved) => setMessage({ tone: 'success', text: `Membership tier saved: ${saved.tier}.` }),
        onError: (error) => setMessage({ tone: 'error', text: errorText(error, 'We could not save the tier. Please try again.') }),
      },
    );
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Membership tier"
          name="tier"
          className="sm:w-56"
          options={TIER_OPTIONS}
          value={value}
          onChange={(event) => setValue(event.target.value as MembershipTier)}
        />
        <Button type="submit" variant="outline" disabled={save.isPending || value === tier}>
          {save.isPending ? 'Saving...' : 'Save tier'}
        </Button>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </form>
  );
}
