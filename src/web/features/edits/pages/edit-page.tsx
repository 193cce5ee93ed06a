import { Navigate, useLocation, useParams } from 'react-router';
import { useEdit } from '../api/get-edit';
import { EditModules } from '../components/edit-modules';
import { EditOverview } from '../components/edit-overview';
import { QueryState } from '#web/components/query-state';

/**
 * /reset-paths/:pathSlug (the overview) and /reset-paths/:pathSlug/modules (the module list), one
 * chunk for both. Spark Reboot (kind 'program') lives at its own addresses; unknown slugs get the 404 page.
 */
export default function EditPage() {
  const { pathSlug = '' } = useParams();
  const list = useLocation().pathname.replace(/\/+$/, '').endsWith('/modules');
  const query = useEdit(pathSlug);
  return (
    <QueryState query={query} what="this Edit" page>
      {(edit) =>
        edit.kind === 'program' ? (
          <Navigate to={list ? '/spark-reboot/modules' : '/spark-reboot'} replace />
        ) : list ? (
          <EditModules edit={edit} />
        ) : (
          <EditOverview edit={edit} />
        )
      }
    </QueryState>
  );
}
