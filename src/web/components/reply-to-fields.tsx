import type { ComponentProps } from 'react';
import { TextField } from './ui/form-field';

type Binding = Pick<ComponentProps<typeof TextField>, 'name' | 'value' | 'onChange' | 'error'>;

/** Name and email side by side, for a form a person sends us and we answer by email (contact, coach application). */
export function ReplyToFields({ name, email }: { name: Binding; email: Binding }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label="Your name" autoComplete="name" required {...name} />
      <TextField label="Email" type="email" autoComplete="email" required hint="We reply to this address." {...email} />
    </div>
  );
}
