/** Spec 2.7: the admin layout's role badge. */
export type RoleBadgeVariant = 'destructive' | 'default' | 'secondary' | 'outline';

const VARIANTS: Record<string, RoleBadgeVariant> = { super_admin: 'destructive', admin: 'default', analyst: 'secondary' };

/** super_admin destructive, admin default, analyst secondary, anything else outline; label uppercase, underscores as spaces. */
export function roleBadge(role: string | null | undefined): { variant: RoleBadgeVariant; label: string } {
  const value = role ?? '';
  return {
    variant: Object.hasOwn(VARIANTS, value) ? VARIANTS[value] : 'outline',
    label: value.replaceAll('_', ' ').toUpperCase(),
  };
}
