import { useQuery } from '@tanstack/react-query';
import { GlossaryResponse } from '../../../../shared/contracts/library';
import { apiRequest, zodParser } from '../../../lib/api-client';

export function fetchGlossary(signal?: AbortSignal) {
  return apiRequest('/api/glossary', { parse: zodParser(GlossaryResponse), signal });
}

/** GET /api/glossary: every term, sorted A to Z, with related terms and articles. */
export function useGlossary() {
  return useQuery({ queryKey: ['library', 'glossary'], queryFn: ({ signal }) => fetchGlossary(signal) });
}
