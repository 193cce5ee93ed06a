import { TextAreaField, TextField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { type FieldValues, type FrontMatterField, labelOf } from '../lib/front-matter-form';

/** What a field asks for, said before anything is saved (the server's schema checks the same). */
const HINTS: Record<string, string> = {
  summary: '40 to 300 characters. It shows in the list and in search results.',
  short: 'One or two plain sentences, 20 to 280 characters.',
  tags: 'Separate with commas: 1 to 8 tags.',
  publishedAt: 'As YYYY-MM-DD.',
};

/** The front matter's fields, each with the problem the server's schema found in it. */
export function FrontMatterFields({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: FrontMatterField[];
  values: FieldValues;
  errors: Record<string, string[]>;
  onChange: (name: string, value: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-lg font-semibold">Front matter</legend>
      {fields.map((field) => {
        const common = {
          label: labelOf(field.name),
          name: field.name,
          value: values[field.name] ?? '',
          error: errorFor(errors, field.name),
        };
        const change = (event: { target: { value: string } }) => onChange(field.name, event.target.value);
        if (field.shape === 'choice') {
          return (
            <SelectField
              key={field.name}
              {...common}
              onChange={change}
              options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
            />
          );
        }
        if (field.shape === 'long' || field.shape === 'json') {
          return (
            <TextAreaField
              key={field.name}
              {...common}
              onChange={change}
              rows={field.shape === 'json' ? 10 : 3}
              className={field.shape === 'json' ? 'font-mono text-sm' : undefined}
              hint={field.shape === 'json' ? 'JSON, checked when you save.' : HINTS[field.name]}
            />
          );
        }
        return (
          <TextField
            key={field.name}
            {...common}
            onChange={change}
            inputMode={field.shape === 'number' ? 'numeric' : undefined}
            hint={HINTS[field.name] ?? (field.shape === 'list' ? 'Separate with commas.' : undefined)}
          />
        );
      })}
    </fieldset>
  );
}

/** The problems of a field and of anything inside it (modules.0.title belongs to modules). */
function errorFor(errors: Record<string, string[]>, name: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([path]) => path === name || path.startsWith(`${name}.`))
    .flatMap(([path, list]) => list.map((m) => (path === name ? m : `${path.slice(name.length + 1)}: ${m}`)));
  return messages.length > 0 ? messages.join(' ') : undefined;
}
