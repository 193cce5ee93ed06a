import { type FormEvent, useState } from 'react';
import { PAID_TIER_VALUES } from '#shared/contracts/membership-admin';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { QueryState } from '#web/components/query-state';
import { formatDate } from '#web/lib/dates';
import { ApiError } from '#web/lib/api-client';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useMemberMembership } from '../api/get-member-membership';
import { useGrantTier } from '../api/grant-tier';
import { useRevokeGrant } from '../api/revoke-grant';
import { capitalised, membershipText } from './membership-labels';
import { TestRenewalControls } from './test-renewal-controls';

const TIER_OPTIONS = PAID_TIER_VALUES.map((tier) => ({ value: tier, label: capitalised(tier) }));

/**
 * A member's membership in /admin/users (decision 094): the tier and what gives it, the grants
 * staff gave (each revocable with a reason), and a new grant, which needs a reason.
 */
export function MembershipPanel({ id }: { id: string }) {
  const membership = useMemberMembership(id);
  return (
    <section aria-labelledby={`membership-${id}`} className="flex flex-col gap-4">
      <h3 id={`membership-${id}`} className="text-lg font-semibold">
        Membership
      </h3>
      <QueryState query={membership} what="this membership" hint="Please close this and try again.">
        {(data) => (
          <>
            <p>
              <span className="font-semibold">{capitalised(data.tier)}</span>: {membershipText(data.summary)}
              {data.hardshipReviewAt ? ` (hardship review ${formatDate(data.hardshipReviewAt)})` : ''}
            </p>
            {data.grants.length > 0 && (
              <ul className="flex flex-col gap-3" aria-label="Staff grants">
                {data.grants.map((grant) => (
                  <li key={grant.id} className="rounded-lg border border-border p-3">
                    <p>
                      {capitalised(grant.tier)}, given {formatDate(grant.createdAt)}
                      {grant.grantedByEmail ? ` by ${grant.grantedByEmail}` : ''}
                      {grant.expiresAt ? `, until ${formatDate(grant.expiresAt)}` : ''}. Reason: {grant.reason}
                    </p>
                    {grant.revokedAt ? (
                      <p className="text-sm text-muted-foreground">Revoked {formatDate(grant.revokedAt)}</p>
                    ) : (
                      <RevokeForm id={id} grantId={grant.id} tier={capitalised(grant.tier)} />
                    )}
                  </li>
                ))}
              </ul>
            )}
            {data.subscriptions.some((s) => s.provider === 'test' && (s.status === 'active' || s.status === 'past_due')) && (
              <TestRenewalControls userId={id} />
            )}
            <GrantForm id={id} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function GrantForm({ id }: { id: string }) {
  const [tier, setTier] = useState<(typeof PAID_TIER_VALUES)[number]>('premium');
  const [reason, setReason] = useState('');
  const [lastDay, setLastDay] = useState('');
  const [message, setMessage] = useState<Outcome>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const grant = useGrantTier();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setErrors({});
    if (reason.trim().length < 3) return setErrors({ reason: 'Please give a short reason.' });
    grant.mutate(
      { id, tier, reason, lastDay: lastDay || null },
      {
        onSuccess: (saved) => {
          setReason('');
          setLastDay('');
          setMessage({ tone: 'success', text: `Granted. Their tier is now ${capitalised(saved.tier)}.` });
        },
        onError: (error) => {
          if (error instanceof ApiError) setErrors(Object.fromEntries(error.fieldErrors.map((f) => [f.field, f.message])));
          setMessage({ tone: 'error', text: errorText(error, 'We could not give the tier. Please try again.') });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label="Give a tier">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SelectField
          label="Tier to give"
          name="tier"
          className="sm:w-40"
          options={TIER_OPTIONS}
          value={tier}
          onChange={(event) => setTier(event.target.value as typeof tier)}
        />
        <TextField
          label="Last day (optional)"
          name="lastDay"
          type="date"
          className="sm:w-48"
          value={lastDay}
          error={errors.lastDay}
          onChange={(event) => setLastDay(event.target.value)}
        />
      </div>
      <TextField
        label="Reason"
        name="reason"
        hint="Required. It is kept in the audit log."
        value={reason}
        error={errors.reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline" pending={grant.isPending}>
          {grant.isPending ? 'Saving...' : 'Give tier'}
        </Button>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </form>
  );
}

function RevokeForm({ id, grantId, tier }: { id: string; grantId: string; tier: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const revoke = useRevokeGrant();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Please give a short reason.');
    setError(undefined);
    revoke.mutate({ id, grantId, reason }, { onError: (e) => setError(errorText(e, 'We could not revoke it. Please try again.')) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-end"
      aria-label={`Revoke the ${tier} grant`}
    >
      <TextField
        label="Reason to revoke"
        name="revokeReason"
        className="flex-1"
        value={reason}
        error={error}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" variant="outline" pending={revoke.isPending}>
        Revoke
      </Button>
    </form>
  );
}
