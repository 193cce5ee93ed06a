import type { ReactNode } from 'react';
import type { EditDetailResponse } from '#shared/contracts/edits';
import { TitledSection } from '#web/components/titled-section';

/** An Edit's "Who it is for" and, when it has one, its authored introduction. */
export function EditAbout({
  edit,
  ids,
  aboutTitle,
  children,
}: {
  edit: EditDetailResponse;
  ids: { forWhom: string; about: string };
  aboutTitle: string;
  /** More under "Who it is for". */
  children?: ReactNode;
}) {
  return (
    <>
      <TitledSection id={ids.forWhom} title="Who it is for" gap={3}>
        <p className="max-w-[70ch] leading-relaxed">{edit.forWhom}</p>
        {children}
      </TitledSection>
      {edit.introHtml && (
        <TitledSection id={ids.about} title={aboutTitle} gap={3}>
          {/* Our own authored Markdown, rendered to HTML by the server from content/edits. */}
          <div className="prose-calm" dangerouslySetInnerHTML={{ __html: edit.introHtml }} />
        </TitledSection>
      )}
    </>
  );
}
