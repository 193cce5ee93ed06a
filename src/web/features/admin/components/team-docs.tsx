import { Link } from 'react-router';
import type { StaffRole } from '#shared/access/policy';
import { pagesOfCategory } from '#web/app/route-lookup';
import { AdminSection } from '#web/components/admin-page-header';
import { canOpen } from './admin-nav';

/**
 * The documentation pages this role may read, from the route table (category 'docs'): the
 * sidebar's Docs is the super admin's index, and analysts and admins may read most pages too.
 */
export function TeamDocs({ role }: { role: StaffRole | null }) {
  const pages = pagesOfCategory('docs').filter((page) => canOpen(page.path, role));
  if (pages.length === 0) return null;
  return (
    <AdminSection title="Documentation" description="How Recalibrate works, written for the team.">
      <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className="font-semibold text-primary underline-offset-4 hover:underline">
              {page.name}
            </Link>
            <p className="text-sm text-muted-foreground">{page.description}</p>
          </li>
        ))}
      </ul>
    </AdminSection>
  );
}
