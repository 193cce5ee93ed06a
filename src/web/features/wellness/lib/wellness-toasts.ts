import type { CSSProperties } from 'react';
import { toast } from 'sonner';
import { BREAK_REMINDER, BREAK_TOAST, CHECKIN_MESSAGES } from '#shared/wellness/rules';

// Spec 8, word for word. Toasts go through sonner's one toaster (app/providers.tsx): a polite
// live region, a close button on every toast, mounted when the browser is first idle.

// The destructive style of spec 8, in the design tokens rather than sonner's own red.
const DESTRUCTIVE = {
  '--error-bg': 'var(--surface)',
  '--error-border': 'var(--destructive)',
  '--error-text': 'var(--destructive)',
} as CSSProperties;

export function checkinSavedToast() {
  toast.success(CHECKIN_MESSAGES.savedTitle, { description: CHECKIN_MESSAGES.savedDescription });
}

export function checkinFailedToast() {
  toast.error(CHECKIN_MESSAGES.errorTitle, { description: CHECKIN_MESSAGES.errorDescription, richColors: true, style: DESTRUCTIVE });
}

/** Issue 25: no connection, so the save waits on this device (decision 151). */
export function savedOnDeviceToast() {
  toast('Saved on this device', { description: 'It will sync when you are back online.' });
}

/** Spec 8 and 9: 'Time for a mindful break' for 10 seconds (one at a time). */
export function breakToast() {
  toast(BREAK_TOAST.title, { id: 'mindful-break', description: BREAK_TOAST.description, duration: BREAK_REMINDER.toastMs });
}
