import { useState } from 'react';
import type { z } from 'zod';
import type { AccessCodeSummary } from '#shared/contracts/launch-gate';
import { Dialog } from '#web/components/ui/dialog';
import { useAccessCodes } from '../api/list-access-codes';
import { useSetAccessCodeDisabled } from '../api/set-access-code-disabled';
import { codeStatus } from '../components/access-code-rules';
import { AccessCodeUses } from '../components/access-code-uses';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { Td } from '#web/components/admin-table';
import { CreateAccessCodeForm } from '../components/create-access-code-form';
import { CodeRow, CodesSection, useCodeSwitch } from '../components/codes-table';

type Code = z.infer<typeof AccessCodeSummary>;

/** /admin/access-codes (super_admin): launch access codes, their uses, and switching them off. */
export default function AccessCodesPage() {
  const codes = useAccessCodes();
  const { outcome, switchCode, busy } = useCodeSwitch(useSetAccessCodeDisabled());
  const [viewing, setViewing] = useState<Code | null>(null);

  const setDisabled = (code: Code, disabled: boolean) =>
    switchCode(
      { id: code.id, disabled },
      disabled ? `${code.code} is disabled. It no longer opens the site.` : `${code.code} works again.`,
    );

  return (
    <>
      <AdminPageHeader title="Access codes">
        Codes that open the site while the launch gate is on (see Settings). Each use is counted, and a code stops working when it is
        disabled, expires or reaches its maximum uses.
      </AdminPageHeader>

      <AdminSection title="New code">
        <CreateAccessCodeForm />
      </AdminSection>

      <CodesSection
        outcome={outcome}
        caption="Access codes"
        className="min-w-[52rem]"
        columns={['Code', 'Name', 'Uses', 'Expires', 'Status', { label: 'Actions', srOnly: true }]}
        query={codes}
        rows={codes.data?.codes}
        empty="No codes yet. Create the first one above."
      >
        {(code) => (
          <CodeRow
            key={code.id}
            code={code.code}
            expiresAt={code.expiresAt}
            status={codeStatus(code)}
            open={{ label: 'View uses', onClick: () => setViewing(code) }}
            toggle={{ label: code.disabled ? 'Enable' : 'Disable', onClick: () => setDisabled(code, !code.disabled) }}
            busy={busy}
          >
            <Td>
              {code.name}
              {code.description && <span className="block text-xs text-muted-foreground">{code.description}</span>}
            </Td>
            <Td className="whitespace-nowrap">{code.maxUses === null ? `${code.uses} (no limit)` : `${code.uses} of ${code.maxUses}`}</Td>
          </CodeRow>
        )}
      </CodesSection>

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
