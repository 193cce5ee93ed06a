import { Search } from 'lucide-react';
import { type Ref, useId } from 'react';
import { cn } from '#web/lib/cn';
import { inputClasses } from './form-field';

/** A labelled search box with the magnifier icon (library, glossary, journal). */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className={cn('flex max-w-xl flex-col gap-1.5', props.className)}>
      <label htmlFor={id} className="font-semibold">
        {props.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          strokeWidth={1.75}
          className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <input
          ref={props.ref}
          id={id}
          type="search"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          placeholder={props.placeholder}
          maxLength={100}
          className={cn(inputClasses, 'pl-11')}
        />
      </div>
    </div>
  );
}
