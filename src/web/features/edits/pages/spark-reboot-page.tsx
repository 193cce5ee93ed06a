import { useLocation } from 'react-router';
import { useEdit } from '../api/get-edit';
import { QueryState } from '#web/components/query-state';
import { SparkDays } from '../components/spark-days';
import { SparkOverview } from '../components/spark-overview';
import { SparkWelcome } from '../components/spark-welcome';
import { SPARK_REBOOT_SLUG } from '../lib/edit-paths';

/** /spark-reboot, /spark-reboot/welcome and /spark-reboot/modules (spec 2.5): one chunk for the three. */
export default function SparkRebootPage() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const query = useEdit(SPARK_REBOOT_SLUG);
  return (
    <QueryState query={query} what="Spark Reboot" page>
      {(program) =>
        path.endsWith('/welcome') ? (
          <SparkWelcome program={program} />
        ) : path.endsWith('/modules') ? (
          <SparkDays program={program} />
        ) : (
          <SparkOverview program={program} />
        )
      }
    </QueryState>
  );
}
