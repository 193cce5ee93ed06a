import { BookmarkX, ShoppingBag } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button';
import { LiveNotice, type NoticeContent } from '#web/components/ui/notice';
import { useMyContent } from '../api/get-my-content';
import { useUnsaveModule } from '../api/unsave-module';
import { PageFrame } from '#web/components/page-frame';
import { QueryState } from '#web/components/query-state';
import { SectionCard } from '../components/section-card';
import { formatDate } from '#web/lib/dates';
import { linkClasses, modulePath } from '../lib/links';
import { usePurchases } from '#web/features/shop/api/list-purchases';
import { DownloadsList } from '#web/features/shop/components/downloads-list';

export const UNSAVE_FAILED = 'We could not remove that just now. It is still saved: please try again in a moment.';

/** /my-content (member): the modules saved for later, and where purchased content appears. */
export default function MyContentPage() {
  return (
    <PageFrame title="My Content" lead="Everything you have kept for later, in one place.">
      <SectionCard id="saved-heading" title="Saved modules">
        <SavedModules />
      </SectionCard>
      <SectionCard id="purchased-heading" title="Purchased content">
        <div className="flex gap-4">
          <ShoppingBag aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-primary" />
          <div className="flex flex-col gap-3">
            <p className="max-w-[65ch]">
              Ebooks and workbooks you buy in the{' '}
              <Link to="/refill-shop" className={linkClasses}>
                Refill Shop
              </Link>{' '}
              appear here after your purchase, ready to open whenever you want them.
            </p>
            <PurchasedDownloads />
            <p className="text-muted-foreground">
              Receipts and order details are in{' '}
              <Link to="/my-purchases" className={linkClasses}>
                My Purchases
              </Link>
              .
            </p>
          </div>
        </div>
      </SectionCard>
    </PageFrame>
  );
}

function SavedModules() {
  const content = useMyContent();
  const unsave = useUnsaveModule();
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  // The removed row's button goes away with it: focus moves to the list's region, beside the notice.
  const regionRef = useRef<HTMLDivElement>(null);

  const remove = (editSlug: string, moduleSlug: string, title: string) => {
    setNotice(null);
    unsave.mutate(
      { editSlug, moduleSlug },
      {
        onSuccess: () => {
          setNotice({ tone: 'success', message: `${title} is no longer saved. You can save it again from the module.` });
          regionRef.current?.focus();
        },
        onError: () => setNotice({ tone: 'error', message: UNSAVE_FAILED }),
      },
    );
  };

  return (
    <div ref={regionRef} tabIndex={-1} className="flex flex-col gap-4 outline-none">
      <QueryState query={content} what="your saved modules">
        {(data) =>
          data.modules.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="max-w-[65ch] text-muted-foreground">
                Nothing saved yet. When a module is one you want to come back to, choose Save for later on it and it will wait for you here.
              </p>
              <Link to="/reset-paths" className={buttonVariants({ variant: 'outline' })}>
                Browse the Edits
              </Link>
            </div>
          ) : (
            <ul className="flex flex-col divide-y divide-border" aria-label="Saved modules">
              {data.modules.map((m) => (
                <li
                  key={`${m.editSlug}/${m.moduleSlug}`}
                  className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="flex flex-col gap-1">
                    <Link
                      to={modulePath(m.editSlug, m.moduleSlug)}
                      className="text-lg font-semibold text-primary underline underline-offset-4"
                    >
                      {m.moduleTitle}
                    </Link>
                    <span className="text-sm text-muted-foreground">
                      From {m.editTitle} · about {m.minutes} minutes · saved {formatDate(m.savedAt)}
                    </span>
                  </div>
                  <Button
                    variant="ghost"
                    className="self-start sm:self-auto"
                    disabled={unsave.isPending && unsave.variables?.moduleSlug === m.moduleSlug && unsave.variables.editSlug === m.editSlug}
                    onClick={() => remove(m.editSlug, m.moduleSlug, m.moduleTitle)}
                  >
                    <BookmarkX aria-hidden="true" strokeWidth={1.75} />
                    Remove <span className="sr-only">{m.moduleTitle} from saved modules</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <LiveNotice notice={notice} />
    </div>
  );
}

/** The documents the member's purchases hold now (one link each, however many orders granted it). */
function PurchasedDownloads() {
  const purchases = usePurchases();
  const seen = new Set<string>();
  const downloads = (purchases.data?.orders ?? []).flatMap((o) => o.downloads).filter((d) => !seen.has(d.fileKey) && seen.add(d.fileKey));
  return <DownloadsList downloads={downloads} label="Your purchased downloads" />;
}
