import { useState } from 'react';
import { Link } from 'react-router';
import { CONTENT_KIND_LABELS, type ContentKindName, type ContentListItem } from '#shared/contracts/content-admin';
import { AdminTable, Td, Th } from '#web/components/admin-table';
import { SearchField } from '#web/components/ui/search-field';
import { SelectField } from '#web/components/ui/select-field';
import { formatDay } from '#web/lib/dates';
import { ContentStatus } from './content-status';

const STATUSES = [
  { value: 'all', label: 'Any status' },
  { value: 'published', label: 'Published' },
  { value: 'unpublished', label: 'Not published' },
  { value: 'draft', label: 'Has a draft' },
  { value: 'changed', label: 'Changed from the bundled version' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

const matches = (item: ContentListItem, status: Status) =>
  status === 'all' ||
  (status === 'published' && item.published) ||
  (status === 'unpublished' && !item.published) ||
  (status === 'draft' && item.hasDraft) ||
  (status === 'changed' && item.changedFromBundled);

/** Content with its type, status, last editor and date, searched and filtered in the browser. */
export function ContentTable({ items, kinds, caption }: { items: ContentListItem[]; kinds: readonly ContentKindName[]; caption: string }) {
  const [q, setQ] = useState('');
  const [kind, setKind] = useState<ContentKindName | 'all'>('all');
  const [status, setStatus] = useState<Status>('all');
  const words = q.trim().toLowerCase();
  const shown = items.filter(
    (item) =>
      kinds.includes(item.kind) &&
      (kind === 'all' || item.kind === kind) &&
      matches(item, status) &&
      (!words || `${item.title} ${item.slug}`.toLowerCase().includes(words)),
  );
  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <SearchField label="Search" value={q} onChange={setQ} placeholder="Title or address" />
        {kinds.length > 1 && (
          <SelectField
            label="Type"
            name="kind"
            value={kind}
            onChange={(e) => setKind(e.target.value as ContentKindName | 'all')}
            options={[{ value: 'all', label: 'Every type' }, ...kinds.map((k) => ({ value: k, label: CONTENT_KIND_LABELS[k] }))]}
          />
        )}
        <SelectField label="Status" name="status" value={status} onChange={(e) => setStatus(e.target.value as Status)} options={STATUSES} />
      </div>
      <p className="mb-3 text-sm text-muted-foreground" role="status">
        {shown.length === 1 ? '1 item' : `${shown.length} items`}
      </p>
      <AdminTable caption={caption} columns={['Title', 'Type', 'Status', 'Last editor', 'Updated']}>
        {shown.map((item) => (
          <tr key={`${item.kind}/${item.slug}`} className="border-b border-border last:border-0">
            <Th scope="row">
              {item.editable ? (
                <Link
                  className="text-primary underline underline-offset-4"
                  to={`/admin/content-creator?kind=${item.kind}&slug=${encodeURIComponent(item.slug)}`}
                >
                  {item.title}
                </Link>
              ) : (
                item.title
              )}
            </Th>
            <Td>{CONTENT_KIND_LABELS[item.kind]}</Td>
            <Td>
              <ContentStatus item={item} />
            </Td>
            <Td>{item.lastEditor ?? (item.bundled ? 'Bundled file' : '—')}</Td>
            <Td>{formatDay(item.updatedAt.slice(0, 10))}</Td>
          </tr>
        ))}
      </AdminTable>
    </>
  );
}
