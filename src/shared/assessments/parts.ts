/** A dimension's or outcome's name, with its part's title in a composed assessment (the master). */
export function withPart({ label, part }: { label: string; part?: string | undefined }): string {
  return part ? `${label} (${part})` : label;
}
