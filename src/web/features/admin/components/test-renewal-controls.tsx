import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { formatDate } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useTriggerTestRenewal } from '../api/trigger-test-renewal';

const RESULT = {
  paid: (end: string) => `Renewed and paid. The new period runs until ${end}.`,
  failed: () => 'The renewal payment failed. The member now sees how to put it right.',
};

/**
 * Test mode only (decision 092): staff end a test membership's period now, as the provider would
 * at its renewal date, with the payment going through or failing. Each press is audited.
 */
export function TestRenewalControls({ userId }: { userId: string }) {
  const renewal = useTriggerTestRenewal();
  const [message, setMessage] = useState<Outcome>(null);

  const run = (outcome: 'paid' | 'failed') => {
    setMessage(null);
    renewal.mutate(
      { userId, outcome },
      {
        onSuccess: ({ membership }) =>
          setMessage({
            tone: 'success',
            text: ['canceled', 'ended'].includes(membership.status)
              ? 'The membership has ended.'
              : RESULT[outcome](formatDate(membership.currentPeriodEnd)),
          }),
        onError: (error) => setMessage({ tone: 'error', text: errorText(error, 'The renewal did not run. Please try again.') }),
      },
    );
  };

  return (
    <div
      role="group"
      aria-labelledby={`test-renewal-${userId}`}
      className="flex flex-col gap-2 rounded-lg border border-dashed border-border p-3"
    >
      <p id={`test-renewal-${userId}`} className="text-sm text-muted-foreground">
        Test mode: renew this membership now, as the payment provider would on its renewal date.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" pending={renewal.isPending} onClick={() => run('paid')}>
          Renew now, paid
        </Button>
        <Button type="button" variant="outline" size="sm" pending={renewal.isPending} onClick={() => run('failed')}>
          Renew now, payment fails
        </Button>
      </div>
      {message && <Notice tone={message.tone}>{message.text}</Notice>}
    </div>
  );
}
