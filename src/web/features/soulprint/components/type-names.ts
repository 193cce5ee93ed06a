/** A result type id in words when no title came with it: 'system_override' → 'System Override'. */
export function typeName(id: string): string {
  return id
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
