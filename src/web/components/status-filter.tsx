import { SelectField } from './ui/select-field';

/** A status a back-office list can show, with what to say when nothing has it. */
export interface StatusOption<T extends string> {
  value: T;
  label: string;
  empty?: string;
}

/** "Show": the status filter above a back-office list; `onChange` gets the chosen option's value. */
export function StatusFilter<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly StatusOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <SelectField
      label="Show"
      name="status"
      options={options}
      value={value}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? value)}
      className="mb-4 max-w-xs"
    />
  );
}

/** What to say when the list shows nothing for the chosen status. */
export const emptyText = <T extends string>(options: readonly StatusOption<T>[], value: T) =>
  options.find((option) => option.value === value)?.empty;
