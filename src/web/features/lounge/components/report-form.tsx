import { useState } from 'react';
import { REPORT_REASONS, type ReportReason } from '#shared/lounge/moderation';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import { errorText } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useReport } from '../api/report-item';

/** A private report to the moderators, with a reason; the author is never told who. */
export function ReportForm({ kind, id, onDone }: { kind: 'post' | 'comment'; id: string; onDone: () => void }) {
  const report = useReport();
  const [reason, setReason] = useState<ReportReason>('unkind');
  // The thanks takes the place of the form and its Send button: focus goes to it.
  const thanks = useFocusWhen<HTMLDivElement>(report.isSuccess);
  if (report.isSuccess)
    return (
      <Notice ref={thanks} tone="success">
        Thank you. A moderator will take a look.
      </Notice>
    );
  return (
    <form
      className="flex flex-col gap-3 rounded-card border border-border p-4"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ itemKind: kind, itemId: id, reason });
      }}
    >
      <SelectField
        label="What worries you?"
        name="reason"
        value={reason}
        onChange={(e) => setReason(e.target.value as ReportReason)}
        options={REPORT_REASONS}
      />
      {report.isError && <Notice tone="error">{errorText(report.error, 'We could not send your report. Please try again.')}</Notice>}
      <div className="flex gap-2">
        <Button type="submit" pending={report.isPending}>
          Send report
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
