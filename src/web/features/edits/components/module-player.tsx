import { ArrowLeft, ArrowRight, Check, CheckCircle2, List } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ModuleResponse } from '#shared/contracts/edits';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useCompleteModule } from '../api/complete-module';
import { editHomePath, editModulesPath, modulePath } from '../lib/edit-paths';
import { useReflectionDraft } from '../lib/use-reflection-draft';
import { ModuleCompletion } from './module-completion';
import { PracticeGuide } from './practice-guide';
import { ReflectionForm } from './reflection-form';
import { SaveForLater } from './save-for-later';
import { TitledSection } from '#web/components/titled-section';

const linkClasses = 'inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline';

/**
 * One module (spec 2.5): the reading, the practice with its guide, the reflection, Save for
 * later, and Mark complete. Unsaved words in the reflection box are saved before completing, and
 * a problem with them stops the completion (the words stay).
 */
export function ModulePlayer({ module, pathSlug }: { module: ModuleResponse; pathSlug: string }) {
  const draft = useReflectionDraft(pathSlug, module.slug, module.reflection.answer);
  const complete = useCompleteModule(pathSlug, module.slug);
  const [justCompleted, setJustCompleted] = useState<{ nextModule: string | null } | null>(null);
  const program = module.edit.kind === 'program';
  const unit = program ? 'Day' : 'Module';

  const markComplete = async () => {
    if (draft.dirty && draft.draft.trim() !== '' && !(await draft.save())) return;
    complete.mutate(undefined, { onSuccess: (reply) => setJustCompleted({ nextModule: reply.nextModule }) });
  };

  return (
    <article aria-labelledby="module-title" className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-10 sm:py-14">
      <header className="flex flex-col gap-4">
        <Link to={program ? '/spark-reboot/modules' : editHomePath(module.edit)} className={`${linkClasses} self-start`}>
          <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
          Back to {module.edit.title}
        </Link>
        <p className="text-sm font-semibold text-muted-foreground">
          {unit} {module.position} of {module.total} · about {module.minutes} minutes
        </p>
        <h1 id="module-title" className="text-3xl font-semibold sm:text-4xl">
          {module.title}
        </h1>
        {module.completed && (
          <p className="flex items-center gap-2 font-semibold text-primary">
            <CheckCircle2 aria-hidden="true" strokeWidth={1.75} className="size-5" />
            Completed
          </p>
        )}
        <SaveForLater pathSlug={pathSlug} moduleSlug={module.slug} saved={module.saved} />
      </header>

      <TitledSection id="module-read" title="Read">
        {/* Our own authored Markdown, rendered to HTML by the server from content/edits. */}
        <div className="prose-calm text-lg" dangerouslySetInnerHTML={{ __html: module.readingHtml }} />
      </TitledSection>

      <section
        aria-labelledby="module-practise"
        className="flex flex-col gap-5 rounded-card border border-border bg-surface p-5 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-2">
          <h2 id="module-practise" className="text-2xl font-semibold">
            Practise: {module.practice.title}
          </h2>
          {module.practice.instructions.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="max-w-[70ch] leading-relaxed">
              {paragraph}
            </p>
          ))}
        </div>
        <PracticeGuide practice={module.practice} />
      </section>

      <TitledSection id="module-reflect" title="Reflect">
        <ReflectionForm prompt={module.reflection.prompt} draft={draft} />
      </TitledSection>

      <section aria-label="Finish this module" className="flex flex-col gap-4">
        {module.completed || justCompleted ? (
          <ModuleCompletion
            edit={module.edit}
            nextModule={justCompleted ? justCompleted.nextModule : module.nextModule}
            justCompleted={justCompleted !== null}
          />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <p className="max-w-[70ch] text-muted-foreground">When you have read, practised and reflected as much as feels right today:</p>
            <Button size="lg" disabled={complete.isPending || draft.saving} onClick={() => void markComplete()}>
              <Check aria-hidden="true" strokeWidth={1.75} />
              {complete.isPending ? 'Marking complete...' : 'Mark complete'}
            </Button>
            {complete.isError && (
              <Notice tone="error" title="We could not mark this module complete">
                It is not something you did. Your reflection is safe. Please try again in a moment.
              </Notice>
            )}
          </div>
        )}
      </section>

      <nav
        aria-label={`${unit}s of ${module.edit.title}`}
        className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-6"
      >
        {module.previousModule ? (
          <Link to={modulePath(pathSlug, module.previousModule)} className={linkClasses}>
            <ArrowLeft aria-hidden="true" strokeWidth={1.75} className="size-5" />
            Previous {unit.toLowerCase()}
          </Link>
        ) : (
          <span />
        )}
        <Link to={editModulesPath(module.edit)} className={linkClasses}>
          <List aria-hidden="true" strokeWidth={1.75} className="size-5" />
          All {unit.toLowerCase()}s
        </Link>
        {module.nextModule ? (
          <Link to={modulePath(pathSlug, module.nextModule)} className={linkClasses}>
            Next {unit.toLowerCase()}
            <ArrowRight aria-hidden="true" strokeWidth={1.75} />
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}
