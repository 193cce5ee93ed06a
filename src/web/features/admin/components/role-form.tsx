import type { ReactNode } from 'react';
import { useState } from 'react';
import type { StaffRole } from '#shared/access/policy';
import { Button } from '#web/components/ui/button';
import { ROLE_OPTIONS } from './role-options';
import { SelectField } from '#web/components/ui/select-field';

/**
 * A role picker and its button, for one person in a table row (grant a role, or change one).
 * The label names the person for screen readers; the row shows who it is.
 */
export function RoleForm({
  label,
  initial,
  current = null,
  busy,
  buttonLabel,
  onSubmit,
  children,
}: {
  label: string;
  initial: StaffRole;
  /** The role they have now: saving it again is pointless, so the button waits for a change. */
  current?: StaffRole | null;
  busy: boolean;
  /** The button's accessible name: its visible text plus whom it is for. */
  buttonLabel: string;
  onSubmit: (role: StaffRole) => void;
  /** The button's content. */
  children: ReactNode;
}) {
  const [role, setRole] = useState<StaffRole>(initial);
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(role);
      }}
    >
      <SelectField
        label={label}
        hideLabel
        name="role"
        options={ROLE_OPTIONS}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
      />
      <Button
        type="submit"
        variant={current ? 'outline' : 'default'}
        size="sm"
        pending={busy}
        disabled={role === current}
        aria-label={buttonLabel}
      >
        {children}
      </Button>
    </form>
  );
}
