import { useQuery } from '@tanstack/react-query';
import { apiRequest, lazyZodParser } from '#web/lib/api-client';

// The contract loads with the first answer the page asks for itself (lazyZodParser).
const glossary = () => import('#shared/contracts/library').then((contract) => contract.GlossaryResponse);

export function fetchGlossary(signal?: AbortSignal) {
  return apiRequest('/api/glossary', { parse: lazyZodParser(glossary), signal });
}

/** GET /api/glossary: every term, sorted A to Z, with related terms and articles. */
export function useGlossary() {
  return useQuery({ queryKey: ['library', 'glossary'], queryFn: ({ signal }) => fetchGlossary(signal) });
}
