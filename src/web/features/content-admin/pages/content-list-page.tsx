import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, type ContentKindName } from '#shared/contracts/content-admin';
import { AdminPageHeader } from '#web/components/admin-page-header';
import { QueryState } from '#web/components/query-state';
import { buttonVariants } from '#web/components/ui/button';
import { useContentList } from '../api/list-content';
import { ContentTable } from '../components/content-table';

const EVERY_KIND = Object.keys(CONTENT_KIND_LABELS) as ContentKindName[];

/** /admin/content (admin): every piece of content in one list, bundled or written here. */
export default function ContentListPage() {
  return (
    <ContentListing title="Content" kinds={EVERY_KIND} caption="All content">
      Every piece of content on the site, bundled with the app or written here. Open an article, glossary term, Edit or page to change it.
    </ContentListing>
  );
}

export function ContentListing({
  title,
  kinds,
  caption,
  children,
}: {
  title: string;
  kinds: readonly ContentKindName[];
  caption: string;
  children: React.ReactNode;
}) {
  const list = useContentList();
  return (
    <>
      <AdminPageHeader title={title}>{children}</AdminPageHeader>
      <Link to="/admin/content-creator" className={buttonVariants({ className: 'mb-6' })}>
        Write something new
      </Link>
      <QueryState query={list} what="the content">
        {(data) => <ContentTable items={data.items} kinds={kinds} caption={caption} />}
      </QueryState>
    </>
  );
}
