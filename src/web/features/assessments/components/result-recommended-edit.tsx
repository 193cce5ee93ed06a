/**
 * Seam for the Edits issue: the reset path (Edit) recommended for this result type. It renders
 * nothing until Edits exist; the Edits issue fills it in (docs/decisions/031-web-results-and-soulprint.md).
 */
export function ResultRecommendedEdit(_props: { slug: string; resultType: string | null }) {
  return null;
}
