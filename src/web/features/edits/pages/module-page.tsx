import { useParams } from 'react-router';
import type { ModuleResponse } from '#shared/contracts/edits';
import { useEditModule } from '../api/get-module';
import { ModulePlayer } from '../components/module-player';
import { QueryState } from '#web/components/query-state';
import { usePageTitle } from '../lib/use-page-title';

/** /reset-paths/:pathSlug/modules/:moduleSlug (spec 2.5), Spark Reboot's days included. */
export default function ModulePage() {
  const { pathSlug = '', moduleSlug = '' } = useParams();
  const query = useEditModule(pathSlug, moduleSlug);
  return (
    <QueryState query={query} what="this module" page>
      {(module) => <TitledPlayer key={`${pathSlug}/${moduleSlug}`} module={module} pathSlug={pathSlug} />}
    </QueryState>
  );
}

function TitledPlayer({ module, pathSlug }: { module: ModuleResponse; pathSlug: string }) {
  usePageTitle(`${module.title} · ${module.edit.title}`);
  return <ModulePlayer module={module} pathSlug={pathSlug} />;
}
