import type { CSSProperties } from 'react';
import { toast } from 'sonner';
import type { ConsentType } from '#shared/privacy/consent';

// Spec 8, word for word: the privacy settings page's toasts.
export const PRIVACY_MESSAGES = {
  consentGranted: 'Consent granted',
  consentWithdrawn: 'Consent withdrawn',
  /** The spec's template; {type} is the category and the ending is the one that happened. */
  consentChanged: 'Your {type} consent has been granted/withdrawn.',
  settingsUpdated: 'Settings updated',
  exportRequestedTitle: 'Data export requested',
  deletionRequestedTitle: 'Data deletion requested',
  consentFailed: 'Failed to update consent. Please try again.',
  settingsSaved: 'Your privacy settings have been saved.',
  settingsFailed: 'Failed to update settings. Please try again.',
  exportRequested: 'We will email you a copy of your data within 30 days.',
  exportFailed: 'Failed to request data export. Please try again.',
  deletionRequested: 'Your request has been submitted. We will process it within 30 days.',
  deletionFailed: 'Failed to request data deletion. Please try again.',
} as const;

// The destructive style of spec 8, in the design tokens rather than sonner's own red.
const DESTRUCTIVE = {
  '--error-bg': 'var(--surface)',
  '--error-border': 'var(--destructive)',
  '--error-text': 'var(--destructive)',
} as CSSProperties;

export function errorToast(description: string, title = 'Error') {
  toast.error(title, { description, richColors: true, style: DESTRUCTIVE });
}

/** 'Your analytics consent has been granted.' or '… withdrawn.' */
export function consentChangedText(type: ConsentType, given: boolean): string {
  return PRIVACY_MESSAGES.consentChanged.replace('{type}', type).replace('granted/withdrawn', given ? 'granted' : 'withdrawn');
}

export function consentToast(type: ConsentType, given: boolean) {
  toast.success(given ? PRIVACY_MESSAGES.consentGranted : PRIVACY_MESSAGES.consentWithdrawn, {
    description: consentChangedText(type, given),
  });
}
