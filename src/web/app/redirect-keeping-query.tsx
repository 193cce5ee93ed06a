import { Navigate, useLocation } from 'react-router';

/** Spec 2.6 redirects: replace the history entry and keep the query string and hash. */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
