import { RecommendedEdit } from '#web/features/plan/components/recommended-edit';
import { usePlan } from '#web/features/plan/api/get-plan';

/**
 * The reset path (Edit) the plan recommends after this result, with the reason ('Recommended
 * for your … result') and the way in. Shown on the member's own latest result of the audit or an
 * assessment that sets the burnout type or archetype; quiet while it loads or if it fails (the
 * result itself is what matters on this page).
 */
export function ResultRecommendedEdit({ resultType }: { resultType: string | null }) {
  const plan = usePlan();
  const edit = plan.data?.recommended;
  if (!resultType || !edit) return null;
  const matches = plan.data?.burnoutType === resultType || plan.data?.archetype === resultType;
  if (!matches) return null;
  return (
    <div className="rounded-card border border-primary/30 bg-primary/5 p-5 sm:p-6">
      <h3 className="sr-only">Your recommended Edit</h3>
      <RecommendedEdit edit={edit} />
    </div>
  );
}
