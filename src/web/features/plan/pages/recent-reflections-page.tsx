import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button';
import { useReflections } from '../api/list-reflections';
import { ReflectionItem } from '../components/reflection-item';
import { QueryPageFrame } from '#web/components/query-page-frame';

/** /recent-reflections (member): the member's answers to module reflections, newest first, each editable. */
export default function RecentReflectionsPage() {
  const reflections = useReflections();
  return (
    <QueryPageFrame
      title="Recent Reflections"
      lead="What you wrote at the end of your modules, newest first. Only you can see these. Change any of them as your thinking changes."
      query={reflections}
      what="your reflections"
    >
      {(data) =>
        data.reflections.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8">
            <h2 className="text-xl font-semibold">No reflections yet</h2>
            <p className="max-w-[65ch] text-muted-foreground">
              Each module ends with one question. Whatever you write there, a word or a page, is kept here for you to come back to.
            </p>
            <Link to="/my-reset-plan" className={buttonVariants({ variant: 'outline' })}>
              Find your next module
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-5" aria-label="Your reflections">
            {data.reflections.map((reflection) => (
              <li key={reflection.id}>
                <ReflectionItem reflection={reflection} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryPageFrame>
  );
}
