/** The id-less result addresses of spec 2.4 and the assessment each one shows. */
const RESULT_ROUTE_SLUGS: Record<string, string> = {
  '/assessments/nervous-system-archetype/result': 'nervous-system-archetype',
  '/social-exchange-index-result': 'social-exchange-index',
  '/assessment/burnout-blueprint/result': 'burnout-blueprint',
  '/assessment/career-rebellion-index/result': 'career-rebellion-index',
  '/assessment/chaos-load-index/result': 'chaos-load-index',
  '/assessment/world-load-index/result': 'world-load-index',
};

const SLUG = /^[a-z0-9-]{1,80}$/;

/**
 * Which assessment an id-less result address is about: one of the named routes, or the
 * :assessmentSlug of `/assessments/:assessmentSlug/result`. Null when it cannot be a slug.
 */
export function resultRouteSlug(pathname: string, assessmentSlug: string | undefined): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const slug = RESULT_ROUTE_SLUGS[path] ?? assessmentSlug;
  return slug && SLUG.test(slug) ? slug : null;
}
