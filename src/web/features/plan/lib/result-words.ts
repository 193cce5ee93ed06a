/** A result type id in words: 'system_override' → 'System Override'. */
export function resultName(id: string | null): string {
  if (!id) return 'No single type';
  return id
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
