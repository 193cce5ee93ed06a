import { useState } from 'react';
import type { z } from 'zod';
import type { AccessCodeSummary } from '#shared/contracts/launch-gate';
import { Badge, type BadgeProps } from '#web/components/ui/badge';
import { Dialog } from '#web/components/ui/dialog';
import { Notice } from '#web/components/ui/notice';
import { useAccessCodes } from '../api/list-access-codes';
import { useSetAccessCodeDisabled } from '../api/set-access-code-disabled';
import { type CodeStatus, codeStatus } from '../components/access-code-rules';
import { AccessCodeUses } from '../components/access-code-uses';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { CreateAccessCodeForm } from '../components/create-access-code-form';
import { formatDateTime } from '#web/lib/dates';
import type { Outcome } from '#web/lib/server-error';
import { reportOutcome } from '#web/components/outcome-notice';
import { CodeActions } from '../components/code-actions';

type Code = z.infer<typeof AccessCodeSummary>;

const STATUS_BADGE: Record<CodeStatus, BadgeProps['variant']> = {
  Active: 'default',
  Disabled: 'outline',
  Expired: 'secondary',
  'Used up': 'secondary',
};

/** /admin/access-codes (super_admin): launch access codes, their uses, and switching them off. */
export default function AccessCodesPage() {
  const codes = useAccessCodes();
  const toggle = useSetAccessCodeDisabled();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [viewing, setViewing] = useState<Code | null>(null);

  const setDisabled = (code: Code, disabled: boolean) => {
    setOutcome(null);
    toggle.mutate(
      { id: code.id, disabled },
      reportOutcome(
        setOutcome,
        () => (disabled ? `${code.code} is disabled. It no longer opens the site.` : `${code.code} works again.`),
        'We could not change that code. Please try again.',
      ),
    );
  };

  return (
    <>
      <AdminPageHeader title="Access codes">
        Codes that open the site while the launch gate is on (see Settings). Each use is counted, and a code stops working when it is
        disabled, expires or reaches its maximum uses.
      </AdminPageHeader>

      <AdminSection title="New code">
        <CreateAccessCodeForm />
      </AdminSection>

      <AdminSection title="Codes">
        {outcome && (
          <Notice tone={outcome.tone} className="mb-4">
            {outcome.text}
          </Notice>
        )}
        <DataTable
          caption="Access codes"
          className="min-w-[52rem]"
          columns={['Code', 'Name', 'Uses', 'Expires', 'Status', { label: 'Actions', srOnly: true }]}
          query={codes}
          rows={codes.data?.codes}
          notes={{
            loading: 'Loading codes...',
            failed: 'We could not load the codes.',
            empty: 'No codes yet. Create the first one above.',
          }}
        >
          {(code) => (
            <tr key={code.id} className={rowClasses}>
              <Th scope="row" className="font-mono">
                {code.code}
              </Th>
              <Td>
                {code.name}
                {code.description && <span className="block text-xs text-muted-foreground">{code.description}</span>}
              </Td>
              <Td className="whitespace-nowrap">{code.maxUses === null ? `${code.uses} (no limit)` : `${code.uses} of ${code.maxUses}`}</Td>
              <Td className="whitespace-nowrap">{code.expiresAt ? formatDateTime(code.expiresAt) : 'Never'}</Td>
              <Td>
                <Badge variant={STATUS_BADGE[codeStatus(code)]}>{codeStatus(code)}</Badge>
              </Td>
              <Td>
                <CodeActions
                  code={code.code}
                  open={{ label: 'View uses', onClick: () => setViewing(code) }}
                  toggle={{ label: code.disabled ? 'Enable' : 'Disable', onClick: () => setDisabled(code, !code.disabled) }}
                  busy={toggle.isPending}
                />
              </Td>
            </tr>
          )}
        </DataTable>
      </AdminSection>

      <Dialog
        side="wide"
        open={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={`Uses of ${viewing?.code ?? ''}`}
      >
        {viewing && <AccessCodeUses id={viewing.id} code={viewing.code} />}
      </Dialog>
    </>
  );
}
