import { useState } from 'react';
import { Link } from 'react-router';
import { contentCreatorDraftHref, DOC_TOPIC_LABELS, DOC_TOPICS, type DocDraft, type DocTopic } from '#shared/contracts/docs';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { Button } from '#web/components/ui/button';
import { TextAreaField } from '#web/components/ui/form-field';
import { SelectField } from '#web/components/ui/select-field';
import { errorText } from '#web/lib/server-error';
import { useCreateDocDraft } from '../api/create-doc-draft';
import { useDocDraft } from '../api/get-doc-draft';
import { useDocDrafts } from '../api/list-doc-drafts';

const SOURCE_WORDS = { llm: 'written by the LLM from the code’s facts', template: 'a structured draft from the templates' } as const;

function DraftEditor({ draft }: { draft: DocDraft }) {
  const [text, setText] = useState(draft.body);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <AdminSection
      title={`Draft: ${draft.title}`}
      description={`This is ${SOURCE_WORDS[draft.source]}. It is not published: a person finishes it.`}
    >
      <TextAreaField
        label="Draft (Markdown)"
        name="draft"
        rows={18}
        value={text}
        onChange={(e) => (setText(e.target.value), setCopied(false))}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => void copy()}>
          Copy the draft
        </Button>
        <Link className="font-semibold underline" to={contentCreatorDraftHref(draft.id)}>
          Open in the content creator
        </Link>
        <span role="status" className="text-sm text-muted-foreground">
          {copied ? 'Copied.' : ''}
        </span>
      </div>
    </AdminSection>
  );
}

/**
 * /admin/ai-doc-creator (super_admin): a documentation draft on a topic from the code's facts,
 * written by the LLM of Sofia's settings or from templates; stored as a draft, never published
 * without a person (decision 124).
 */
export default function AiDocCreatorPage() {
  const drafts = useDocDrafts();
  const create = useCreateDocDraft();
  const [topic, setTopic] = useState<DocTopic>(DOC_TOPICS[0]);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useDocDraft(openId);
  const shown = create.data && (!openId || openId === create.data.id) ? create.data : opened.data;
  return (
    <>
      <AdminPageHeader title="AI Doc Creator">
        Draft a documentation page from what the code says. The draft is stored for you to read, finish and publish in the content creator.
      </AdminPageHeader>
      <QueryState query={drafts} what="the drafts">
        {(data) => (
          <>
            <p className="mb-4">
              {data.llm
                ? 'Drafts are written by the LLM set up for Sofia, from the facts only.'
                : 'No LLM is set up (the SOFIA_LLM_* settings), so drafts are structured from templates over the facts.'}
            </p>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                setOpenId(null);
                create.mutate(topic);
              }}
            >
              <SelectField
                label="Topic"
                name="topic"
                value={topic}
                onChange={(e) => setTopic(e.target.value as DocTopic)}
                options={DOC_TOPICS.map((value) => ({ value, label: DOC_TOPIC_LABELS[value] }))}
              />
              <Button type="submit" pending={create.isPending}>
                {create.isPending ? 'Writing the draft...' : 'Write a draft'}
              </Button>
            </form>
            {create.isError && (
              <p role="alert" className="mt-2 text-destructive">
                {errorText(create.error, 'We could not write the draft. Please try again.')}
              </p>
            )}
            {shown && <DraftEditor key={shown.id} draft={shown} />}
            <AdminSection title="Earlier drafts">
              {data.drafts.length === 0 ? (
                <p className="text-muted-foreground">No drafts yet.</p>
              ) : (
                <ul className="space-y-2">
                  {data.drafts.map((d) => (
                    <li key={d.id}>
                      <Button variant="link" className="px-0" onClick={() => setOpenId(d.id)}>
                        {d.title}
                      </Button>{' '}
                      <span className="text-sm text-muted-foreground">
                        {d.source === 'llm' ? 'LLM' : 'template'}, {new Date(d.createdAt).toLocaleString('en-GB')} by{' '}
                        {d.createdBy ?? 'a former staff member'}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </AdminSection>
          </>
        )}
      </QueryState>
    </>
  );
}
