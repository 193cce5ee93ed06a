import type { ReactNode } from 'react';

/** One labelled part of an application, shown as the applicant wrote it (text, line breaks kept). */
export function ApplicationField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-line">{children}</dd>
    </div>
  );
}
