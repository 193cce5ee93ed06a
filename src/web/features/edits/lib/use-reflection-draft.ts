import { useRef, useState } from 'react';
import { ReflectionInput } from '#shared/contracts/edits';
import type { NoticeContent } from '#web/components/ui/notice';
import type { CrisisTier } from '#shared/safety/crisis-check';
import { ApiError } from '#web/lib/api-client';
import { useCrisisCheck } from '#web/lib/use-crisis-tier';
import { useSaveReflection } from '../api/save-reflection';

export const REFLECTION_SAVED = 'Your reflection is saved. Only you can see it.';
export const REFLECTION_NOT_SAVED = 'We could not save your reflection just now. Your words are still here: please try again in a moment.';

/**
 * The reflection being written: checked with the same zod schema as the server, then saved with
 * PUT …/reflection. A field error (from zod or the server's problem+json) shows under the box and
 * takes focus; whatever the person typed always stays. `tier` is the crisis card to show: the
 * check of what is typed, or the server's answer to the last save (issue 15); `concern` what the
 * typed words are about.
 */
export function useReflectionDraft(pathSlug: string, moduleSlug: string, savedAnswer: string | null) {
  const [draft, setDraftValue] = useState(savedAnswer ?? '');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<NoticeContent | null>(null);
  const [savedTier, setSavedTier] = useState<CrisisTier>(0);
  const { tier, concern } = useCrisisCheck(draft, savedTier);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const mutation = useSaveReflection(pathSlug, moduleSlug);
  const dirty = draft.trim() !== (savedAnswer ?? '').trim();

  const setDraft = (value: string) => {
    setDraftValue(value);
    setError(null);
    setNotice((current) => (current?.tone === 'success' ? null : current));
  };

  const fail = (message: string) => {
    setError(message);
    fieldRef.current?.focus();
  };

  /** Saves the draft; true when it is saved. */
  const save = async (): Promise<boolean> => {
    setNotice(null);
    const parsed = ReflectionInput.safeParse({ answer: draft });
    if (!parsed.success) {
      fail(parsed.error.issues[0]?.message ?? 'Please check your reflection.');
      return false;
    }
    try {
      const reply = await mutation.mutateAsync(parsed.data.answer);
      setSavedTier(reply.crisisTier);
      setError(null);
      setNotice({ tone: 'success', message: REFLECTION_SAVED });
      return true;
    } catch (caught) {
      const fieldError = caught instanceof ApiError ? caught.fieldErrors.find((e) => e.field === 'answer') : undefined;
      if (fieldError) fail(fieldError.message);
      else setNotice({ tone: 'error', message: REFLECTION_NOT_SAVED });
      return false;
    }
  };

  return { draft, setDraft, error, notice, dirty, save, saving: mutation.isPending, fieldRef, tier, concern };
}

export type ReflectionDraft = ReturnType<typeof useReflectionDraft>;
