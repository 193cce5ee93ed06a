import { toast } from 'sonner';
import { effectiveSettings, SETTING_CONSENT, type ConsentType, type PrivacySettings } from '#shared/contracts/privacy';
import { useConsents } from '../api/get-consents';
import { CONSENT_CATEGORIES } from '../lib/consent-categories';
import { QueryState } from '#web/components/query-state';
import { usePrivacySettings } from '../api/get-privacy-settings';
import { useSavePrivacySettings } from '../api/save-privacy-settings';
import { errorToast, PRIVACY_MESSAGES } from '../lib/privacy-toasts';
import { ToggleRow } from './consent-toggle-row';

/** Spec 3 privacy_settings in plain words (defaults: marketing and sharing off, the rest on). */
const SETTINGS: readonly { key: keyof PrivacySettings; label: string; description: string }[] = [
  {
    key: 'marketing_emails',
    label: 'Marketing emails',
    description: 'Occasional emails about new Edits, offers and events. Emails about your account always reach you.',
  },
  {
    key: 'analytics_tracking',
    label: 'Usage analytics',
    description: 'Count the pages you visit so we can improve Recalibrate.',
  },
  {
    key: 'personalization',
    label: 'Personalized suggestions',
    description: 'Use your check-ins and results to suggest Edits and reading that fit where you are.',
  },
  {
    key: 'data_sharing',
    label: 'Research sharing',
    description: 'Include your data, with your name and email removed, in combined research about burnout.',
  },
];

const consentLabel = (type: ConsentType) => CONSENT_CATEGORIES.find((c) => c.type === type)?.label ?? type;

/**
 * The settings flags (GET and PUT /api/privacy/settings), each saved as soon as it changes. A
 * setting that needs a consent says which, and stays off while that consent is off (issue 16:
 * the page no longer shows "Analytics: Off" beside "Usage analytics: On").
 */
export function SettingsSection() {
  const settings = usePrivacySettings();
  const consents = useConsents();
  const save = useSavePrivacySettings();
  const given = (type: ConsentType) => consents.data?.consents.some((c) => c.consent_type === type && c.consent_given) ?? false;

  const update = (current: PrivacySettings, key: keyof PrivacySettings, value: boolean) =>
    save.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () => toast.success(PRIVACY_MESSAGES.settingsUpdated, { description: PRIVACY_MESSAGES.settingsSaved }),
        onError: () => errorToast(PRIVACY_MESSAGES.settingsFailed),
      },
    );

  return (
    <QueryState query={settings} what="your privacy settings">
      {(stored) => {
        const current = consents.data ? effectiveSettings(stored, given) : stored;
        return (
          <ul className="divide-y divide-border">
            {SETTINGS.map((setting) => {
              const needs = (SETTING_CONSENT as Partial<Record<keyof PrivacySettings, ConsentType>>)[setting.key];
              const blocked = needs !== undefined && consents.data !== undefined && !given(needs);
              return (
                <ToggleRow
                  key={setting.key}
                  label={setting.label}
                  description={setting.description}
                  checked={current[setting.key]}
                  disabled={save.isPending || blocked || (needs !== undefined && consents.isPending)}
                  onChange={(value) => update(current, setting.key, value)}
                  status={
                    needs
                      ? blocked
                        ? `Off: needs your ${consentLabel(needs)} consent above`
                        : current[setting.key]
                          ? `Uses your ${consentLabel(needs)} consent`
                          : `Off: your ${consentLabel(needs)} consent allows it when you switch it on`
                      : undefined
                  }
                />
              );
            })}
          </ul>
        );
      }}
    </QueryState>
  );
}
