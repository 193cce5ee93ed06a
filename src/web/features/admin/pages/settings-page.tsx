import { useId, useState } from 'react';
import { Notice } from '#web/components/ui/notice';
import { Switch } from '#web/components/ui/switch';
import { useLaunchGateSetting } from '../api/get-launch-gate-setting';
import { useSetLaunchGate } from '../api/set-launch-gate-setting';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import type { Outcome } from '#web/lib/server-error';
import { reportOutcome } from '#web/components/outcome-notice';

/** /admin/settings (super_admin): the launch gate switch, with what it does. */
export default function SettingsPage() {
  return (
    <>
      <AdminPageHeader title="Settings">Site-wide switches. Changes apply to everyone within a few seconds.</AdminPageHeader>
      <AdminSection title="Launch gate">
        <LaunchGateSwitch />
      </AdminSection>
    </>
  );
}

function LaunchGateSwitch() {
  const setting = useLaunchGateSetting();
  return (
    <QueryState query={setting} what="the launch gate setting" hint="Please reload the page.">
      {(data) => <GateSwitch gated={data.gated} />}
    </QueryState>
  );
}

function GateSwitch({ gated }: { gated: boolean }) {
  const save = useSetLaunchGate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const labelId = useId();
  const explanationId = useId();

  const toggle = () => {
    // The switch stays enabled while it saves (`disabled` would drop its focus to the page): a
    // press meanwhile is ignored instead.
    if (save.isPending) return;
    setOutcome(null);
    save.mutate(
      !gated,
      reportOutcome(
        setOutcome,
        (reply) =>
          reply.gated
            ? 'The launch gate is on. Visitors without an access code now see the launch screen.'
            : 'The launch gate is off. The whole site is open to everyone.',
        'We could not change the launch gate. Please try again.',
      ),
    );
  };

  return (
    <div className="flex max-w-[70ch] flex-col gap-4">
      <div id={explanationId} className="flex flex-col gap-2 text-muted-foreground">
        <p>
          While the launch gate is on, visitors see a launch screen instead of the site. They can enter an access code (made on the Access
          codes page) or join the waitlist. Signing in, password resets, email confirmation and the refund request form stay open, and
          people who are signed in are not affected.
        </p>
        <p>The API refuses everything else to visitors without an access code, so the gate cannot be skipped.</p>
      </div>
      <div className="flex items-center gap-4 rounded-card border border-border bg-surface p-4">
        <Switch
          checked={gated}
          onCheckedChange={toggle}
          aria-labelledby={labelId}
          aria-describedby={explanationId}
          aria-disabled={save.isPending || undefined}
        />
        <div>
          <p id={labelId} className="font-semibold">
            Launch gate
          </p>
          <p className="text-sm text-muted-foreground">{gated ? 'On: the site is gated.' : 'Off: the site is open.'}</p>
        </div>
      </div>
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
    </div>
  );
}
