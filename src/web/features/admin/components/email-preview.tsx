import type { RenderedPreview } from '#shared/contracts/email-templates';

/**
 * An email as it is sent, with sample data: the subject, the HTML in a sandboxed frame (no scripts,
 * no access to the page; the server escaped every value in it) and the plain text.
 */
export function EmailPreview({ preview, name }: { preview: RenderedPreview; name: string }) {
  return (
    <div className="flex flex-col gap-4">
      <p>
        <span className="font-semibold">Subject:</span> {preview.subject}
      </p>
      <h3 className="text-lg font-semibold">HTML</h3>
      <iframe
        title={`${name}: the HTML email`}
        sandbox=""
        srcDoc={preview.html}
        className="h-[28rem] w-full rounded-card border border-border"
      />
      <h3 className="text-lg font-semibold">Plain text</h3>
      <pre className="overflow-x-auto rounded-card border border-border bg-muted p-4 font-sans text-sm whitespace-pre-wrap">
        {preview.text}
      </pre>
    </div>
  );
}
