import { Badge } from '#web/components/ui/badge';
import { roleBadge } from './role-badge';

/** The spec 2.7 role badge for a staff role (or any other role name). */
export function StaffRoleBadge({ role, size }: { role: string | null; size?: 'default' | 'lg' }) {
  const { variant, label } = roleBadge(role);
  return (
    <Badge variant={variant} size={size}>
      {label}
    </Badge>
  );
}
