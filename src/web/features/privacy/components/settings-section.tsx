import { toast } from 'sonner';
import type { PrivacySettings } from '../../../../shared/contracts/privacy';
import { QueryState } from '../../auth/components/query-state';
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
    description: 'Count the pages you visit so we can improve Recalibrate. Only while your Analytics consent above is also on.',
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

/** The settings flags (GET and PUT /api/privacy/settings), each saved as soon as it changes. */
export function SettingsSection() {
  const settings = usePrivacySettings();
  const save = useSavePrivacySettings();

  const update = (current: PrivacySettings, key: keyof PrivacySettings, value: boolean) =>
    save.mutate(
      { ...current, [key]: value },
      {
        onSuccess: () => toast.success(PRIVACY_MESSAGES.settingsUpdated, { description: PRIVACY_MESSAGES.settingsSaved }),
        onError: () => errorToast(PRIVACY_MESSAGES.settingsFailed),
      },
    );

  return (
    <QueryState query={settings} what="privacy settings">
      {(current) => (
        <ul className="divide-y divide-border">
          {SETTINGS.map((setting) => (
            <ToggleRow
              key={setting.key}
              label={setting.label}
              description={setting.description}
              checked={current[setting.key]}
              disabled={save.isPending}
              onChange={(value) => update(current, setting.key, value)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
