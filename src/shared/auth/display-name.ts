// Spec 2.8 "Greeting name": preferred_name, else the first word of full_name, else the
// capitalised part of the email before the @.

export interface NamedPerson {
  preferredName?: string | null;
  fullName?: string | null;
  email: string;
}

export function displayName(person: NamedPerson): string {
  const preferred = person.preferredName?.trim();
  if (preferred) return preferred;
  const firstWord = person.fullName?.trim().split(/\s+/)[0];
  if (firstWord) return firstWord;
  const local = person.email.split('@')[0] ?? '';
  return local.charAt(0).toUpperCase() + local.slice(1);
}
