import { useState } from 'react';
import type { DiscountCodeView } from '#shared/contracts/shop-discount-codes';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { Td } from '#web/components/admin-table';
import { Dialog } from '#web/components/ui/dialog';
import { useDiscountCodes } from '../api/list-discount-codes';
import { useSetDiscountCodeActive } from '../api/set-discount-code-active';
import { CodeRow, CodesSection, useCodeSwitch } from '../components/codes-table';
import { DiscountCodeForm } from '../components/discount-code-form';
import { discountLabel, productsLabel, usedLabel } from '../components/discount-code-rules';
import { TestRowBadge } from '../components/test-row-badge';

/**
 * /admin/discount-codes (super_admin): codes buyers type at checkout, percent or amount off, for
 * some products or all, with a cap and an expiry. A redemption counts once its order is paid.
 */
export function DiscountCodesPage() {
  const codes = useDiscountCodes();
  const { outcome, switchCode, busy } = useCodeSwitch(useSetDiscountCodeActive());
  const [editing, setEditing] = useState<DiscountCodeView | null>(null);

  const setActive = (code: DiscountCodeView, active: boolean) =>
    switchCode(
      { id: code.id, active },
      active ? `${code.code} works again at checkout.` : `${code.code} is switched off. Checkout no longer accepts it.`,
    );

  return (
    <>
      <AdminPageHeader title="Discount codes">
        Codes buyers type at checkout in the Refill Shop. One code per order; it counts as used only once the order is paid. Redemptions
        made in test mode are counted too, and said apart.
      </AdminPageHeader>

      <AdminSection title="New code">
        <DiscountCodeForm />
      </AdminSection>

      <CodesSection
        outcome={outcome}
        caption="Discount codes"
        className="min-w-[60rem]"
        columns={['Code', 'Discount', 'Products', 'Used', 'Expires', 'Status', { label: 'Actions', srOnly: true }]}
        query={codes}
        rows={codes.data?.codes}
        empty="No discount codes yet. Create the first one above."
      >
        {(code) => (
          <CodeRow
            key={code.id}
            code={code.code}
            expiresAt={code.expiresAt}
            status={code.status}
            open={{ label: 'Edit', onClick: () => setEditing(code) }}
            toggle={{ label: code.active ? 'Deactivate' : 'Activate', onClick: () => setActive(code, !code.active) }}
            busy={busy}
          >
            <Td className="whitespace-nowrap">{discountLabel(code)}</Td>
            <Td>{productsLabel(code.appliesTo)}</Td>
            <Td className="whitespace-nowrap">
              {usedLabel(code)}
              {code.testRedemptions > 0 && (
                <span className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
                  <TestRowBadge /> {code.testRedemptions} in test mode
                </span>
              )}
            </Td>
          </CodeRow>
        )}
      </CodesSection>

      <Dialog side="wide" open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} title={`Edit ${editing?.code ?? ''}`}>
        {editing && <DiscountCodeForm key={editing.id} editing={editing} />}
      </Dialog>
    </>
  );
}
