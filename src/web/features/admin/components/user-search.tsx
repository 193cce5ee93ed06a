import { Search } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { UserSummary } from '#shared/contracts/admin';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { useUserSearch } from '../api/search-users';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { formatDate } from '#web/lib/dates';
import { membershipText } from './membership-labels';
import { StaffRoleBadge } from './staff-role-badge';

/**
 * Find members by email or name (GET /api/admin/users?q=). `listAtOnce` shows the newest members
 * before any search; `actions` renders the buttons of a row.
 */
export function UserSearch({
  label,
  caption,
  listAtOnce = false,
  actions,
}: {
  label: string;
  caption: string;
  listAtOnce?: boolean;
  actions: (user: UserSummary) => ReactNode;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(listAtOnce ? '' : null);
  const results = useUserSearch(query);
  const hintId = useId();
  const users = results.data?.pages.flatMap((page) => page.users);
  const found = users?.length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(text.trim());
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <TextField
            label={label}
            name="q"
            type="search"
            className="flex-1"
            describedBy={hintId}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">
            <Search aria-hidden="true" strokeWidth={1.75} />
            Search
          </Button>
        </div>
        <p id={hintId} className="mt-1.5 text-sm text-muted-foreground">
          Search by email address or name. Leave it empty to see the newest members.
        </p>
      </form>

      <p role="status" className="text-sm text-muted-foreground">
        {query !== null && results.isSuccess && !results.isPlaceholderData ? foundText(found, query) : ''}
      </p>
      {query !== null && (
        <DataTable
          caption={caption}
          columns={['Name', 'Email', 'Role', 'Tier', 'Membership', 'Joined', { label: 'Actions', srOnly: true }]}
          query={results}
          rows={users}
          more={results}
          notes={{ loading: 'Searching...', failed: 'The search did not work. Please try again.', empty: 'Nobody matches that search.' }}
        >
          {(user) => (
            <tr key={user.id} className={rowClasses}>
              <Th scope="row">{user.fullName || '—'}</Th>
              <Td className="whitespace-nowrap">{user.email}</Td>
              <Td>{user.staffRole ? <StaffRoleBadge role={user.staffRole} /> : 'Member'}</Td>
              <Td className="capitalize">{user.tier}</Td>
              <Td>{membershipText(user.membership)}</Td>
              <Td className="whitespace-nowrap">{formatDate(user.createdAt)}</Td>
              <Td>
                <div className="flex flex-wrap justify-end gap-2">{actions(user)}</div>
              </Td>
            </tr>
          )}
        </DataTable>
      )}
    </div>
  );
}

function foundText(count: number, query: string): string {
  const people = count === 1 ? '1 person' : `${count} people`;
  return query ? `${people} found for “${query}”.` : `The newest ${people}.`;
}
