import { STAFF_ROLES, type StaffRole } from '#shared/access/policy';
import { roleBadge } from './role-badge';

/** The staff roles as select options, lowest rank first: "Analyst", "Admin", "Super admin". */
export const ROLE_OPTIONS = STAFF_ROLES.map((role) => {
  const label = roleBadge(role).label.toLowerCase();
  return { value: role, label: label[0].toUpperCase() + label.slice(1) };
});

export function roleName(role: StaffRole): string {
  return ROLE_OPTIONS.find((option) => option.value === role)?.label.toLowerCase() ?? role;
}
