/** Spec 2.7: the admin layout's role badge. */
export type RoleBadgeVariant = 'destructive' | 'default' | 'secondary' | 'outline';

const VARIANTS: Record<string, RoleBadgeVariant> = { super_admin: 'destructive', admin: 'default', analyst: 'secondary' };

/** A role as the back office writes it in words: "super admin". */
export function roleWords(role: string): string {
  return role.replaceAll('_', ' ');
}

/** super_admin destructive, admin default, analyst secondary, anything else outline; label uppercase, underscores as spaces. */
export function roleBadge(role: string | null | undefined): { variant: RoleBadgeVariant; label: string } {
  const value = role ?? '';
  return {
    variant: Object.hasOwn(VARIANTS, value) ? VARIANTS[value] : 'outline',
    label: roleWords(value).toUpperCase(),
  };
}
