import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { type ContentDetail, EditableKind, CONTENT_KIND_LABELS } from '#shared/contracts/content-admin';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { Notice } from '#web/components/ui/notice';
import { SelectField } from '#web/components/ui/select-field';
import type { Outcome } from '#web/lib/server-error';
import { useDocDraft } from '#web/features/docs/api/get-doc-draft';
import { useContentDetail } from '../api/get-content';
import { ContentActions } from '../components/content-actions';
import { ContentEditor } from '../components/content-editor';
import { ContentStatus } from '../components/content-status';
import { VersionHistory } from '../components/version-history';
import { NEW_ITEM_TEMPLATES } from '../lib/front-matter-form';
import { useContentChange } from '../lib/use-content-change';

const NEW_KINDS = (Object.keys(NEW_ITEM_TEMPLATES) as EditableKind[]).map((kind) => ({ value: kind, label: CONTENT_KIND_LABELS[kind] }));

/**
 * /admin/content-creator (admin): write a new article, glossary term or site page, or edit any of
 * those and an Edit (?kind=&slug=, which opens its newest version: a draft another tool saved
 * opens here too). A documentation draft from the AI doc creator (?draft=<id>, decision 124)
 * opens as a new site page with its title and words, for a person to finish and publish.
 * Drafts, publish, history with changes and restore (decision 118).
 */
export default function ContentCreatorPage() {
  const [params] = useSearchParams();
  const kind = EditableKind.safeParse(params.get('kind'));
  const slug = params.get('slug');
  const docDraft = params.get('draft');
  return (
    <>
      <AdminPageHeader title="Content Creator">
        Write in Markdown and see it as the public will. Saving keeps a draft; nothing changes on the site until you publish.
      </AdminPageHeader>
      {docDraft ? (
        <FromDocDraft id={docDraft} />
      ) : kind.success && slug ? (
        <EditExisting kind={kind.data} slug={slug} />
      ) : (
        <WriteNew initial={kind.success ? kind.data : 'article'} />
      )}
    </>
  );
}

function FromDocDraft({ id }: { id: string }) {
  const draft = useDocDraft(id);
  return (
    <QueryState query={draft} what="this documentation draft">
      {(data) => <WriteNew initial="page" words={{ title: data.title, body: data.body }} />}
    </QueryState>
  );
}

function WriteNew({ initial, words }: { initial: EditableKind; words?: { title: string; body: string } }) {
  const [kind, setKind] = useState<EditableKind>(NEW_ITEM_TEMPLATES[initial] ? initial : 'article');
  const navigate = useNavigate();
  return (
    <>
      <SelectField
        label="What are you writing?"
        name="kind"
        value={kind}
        onChange={(e) => setKind(e.target.value as EditableKind)}
        options={NEW_KINDS}
        className="mb-6 max-w-sm"
      />
      <ContentEditor
        key={kind}
        newItem
        start={{
          kind,
          slug: '',
          data: { ...NEW_ITEM_TEMPLATES[kind], ...(words && 'title' in (NEW_ITEM_TEMPLATES[kind] ?? {}) ? { title: words.title } : {}) },
          body: words?.body ?? '',
        }}
        // The first save opens the new item for editing, and says there that it was saved.
        onSaved={(slug, saved) =>
          void navigate(`/admin/content-creator?kind=${kind}&slug=${encodeURIComponent(slug)}`, { state: { saved } })
        }
      />
    </>
  );
}

function EditExisting({ kind, slug }: { kind: EditableKind; slug: string }) {
  const detail = useContentDetail(kind, slug);
  return (
    <QueryState query={detail} what="this content">
      {(data) => <Editing kind={kind} slug={slug} detail={data} />}
    </QueryState>
  );
}

function Editing({ kind, slug, detail }: { kind: EditableKind; slug: string; detail: ContentDetail }) {
  const { state, search } = useLocation();
  const navigate = useNavigate();
  const firstSave = (state as { saved?: Outcome } | null)?.saved ?? null;
  const [outcome, setOutcome] = useState<Outcome>(firstSave);
  const change = useContentChange(setOutcome);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Arriving from the first save, the page starts at its news rather than where the form ended.
  // The news is said once: it leaves the history entry, so a reload does not say it again.
  useEffect(() => {
    if (!firstSave) return;
    noticeRef.current?.focus();
    void navigate({ search }, { replace: true, state: null });
  }, [firstSave, navigate, search]);
  const newest = detail.versions[0]?.version ?? 0;
  // A save or a change draws the form anew (its key is the newest version), and focus went with it
  // to the top of the page: it goes to the news instead (review 6).
  useEffect(() => {
    const active = document.activeElement;
    if (outcome && (active === null || active === document.body)) noticeRef.current?.focus();
  }, [outcome, newest]);
  return (
    <>
      <div className="mb-6 flex flex-col gap-2">
        <p className="text-muted-foreground">
          {CONTENT_KIND_LABELS[kind]} · {slug}
        </p>
        <ContentStatus item={detail.item} />
      </div>
      {outcome && (
        <Notice ref={noticeRef} tone={outcome.tone} className="mb-6">
          {outcome.text}
        </Notice>
      )}
      <ContentEditor
        key={newest}
        newItem={false}
        start={{ kind, slug, data: detail.data, body: detail.body }}
        onSaved={(_, saved) => setOutcome(saved)}
        actions={(save, saving) => <ContentActions item={detail.item} change={change} save={save} saving={saving} />}
      />
      <AdminSection title="Version history">
        <VersionHistory
          versions={detail.versions}
          publishedVersion={detail.publishedVersion}
          busy={change.busy}
          onRestore={(version) =>
            void change.run(
              { action: 'restore', kind, slug, version },
              detail.publishedVersion === null
                ? `Version ${version} is restored as the newest draft.`
                : `Version ${version} is restored, and it is live on the site now.`,
            )
          }
        />
      </AdminSection>
    </>
  );
}
