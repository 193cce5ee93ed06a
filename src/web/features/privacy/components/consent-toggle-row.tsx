import { useId, type ReactNode } from 'react';
import { Switch } from '#web/components/ui/switch';

/** One labelled switch with its one-line explanation (consent categories, privacy settings). */
export function ToggleRow({
  label,
  description,
  checked,
  disabled,
  onChange,
  status,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  /** A short word under the label, e.g. 'Always on'. */
  status?: ReactNode;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="flex flex-col gap-1">
        <span id={labelId} className="font-semibold">
          {label}
        </span>
        <span id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </span>
        {status && <span className="text-sm font-semibold text-muted-foreground">{status}</span>}
      </div>
      <Switch checked={checked} disabled={disabled} aria-labelledby={labelId} aria-describedby={descriptionId} onCheckedChange={onChange} />
    </li>
  );
}
