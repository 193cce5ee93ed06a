import { useState } from 'react';
import type { StaffRole } from '#shared/access/policy';
import type { UserSummary } from '#shared/contracts/admin';
import { useSetStaffRole } from '../api/set-staff-role';
import { roleName } from './role-options';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';

const article = (role: StaffRole) => (role === 'super_admin' ? 'a' : 'an');

/**
 * Grant, change or revoke (null) a staff role, and say plainly how it went. Focus moves to that news
 * (`noticeRef`): the button pressed turns into "Already staff", waits for another change, or leaves
 * with its row. Its effect runs after the confirmation dialog's, which gives focus back to the row.
 */
export function useRoleChange() {
  const mutation = useSetStaffRole();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const noticeRef = useFocusWhen<HTMLDivElement>(outcome !== null);

  const change = (person: UserSummary, role: StaffRole | null, onSettled?: () => void) => {
    setOutcome(null);
    const name = person.fullName || person.email;
    mutation.mutate(
      { id: person.id, role },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            text: role ? `${name} is now ${article(role)} ${roleName(role)}.` : `${name} no longer has a staff role.`,
          }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, 'We could not change that role. Please try again.') }),
        onSettled,
      },
    );
  };

  return { change, outcome, noticeRef, busy: mutation.isPending };
}
