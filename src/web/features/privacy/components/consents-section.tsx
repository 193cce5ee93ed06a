import type { Consent, ConsentType } from '#shared/contracts/privacy';
import { followMemberChoice } from '#web/lib/consent-storage';
import { useSession } from '#web/features/auth/api/get-session';
import { QueryState } from '#web/components/query-state';
import { useChangeConsent } from '../api/change-consent';
import { useConsents } from '../api/get-consents';
import { CONSENT_CATEGORIES } from '../lib/consent-categories';
import { formatDate } from '#web/lib/dates';
import { consentToast, errorToast, PRIVACY_MESSAGES } from '../lib/privacy-toasts';
import { ToggleRow } from './consent-toggle-row';

/** Spec 2.13 and 4: the active consents, each one granted or withdrawn with one switch. */
export function ConsentsSection() {
  const consents = useConsents();
  const change = useChangeConsent();
  const { user } = useSession();

  const toggle = (consent_type: ConsentType, consent_given: boolean) =>
    change.mutate(
      { consent_type, consent_given },
      {
        onSuccess: (reply) => {
          consentToast(consent_type, consent_given);
          if (user) followMemberChoice(user.id, choiceOf(reply.consents));
        },
        onError: () => errorToast(PRIVACY_MESSAGES.consentFailed),
      },
    );

  return (
    <QueryState query={consents} what="your consents">
      {({ consents: active }) => (
        <ul className="divide-y divide-border">
          {CONSENT_CATEGORIES.map((category) => {
            const record = active.find((c) => c.consent_type === category.type);
            const given = category.required || record?.consent_given === true;
            return (
              <ToggleRow
                key={category.type}
                label={category.label}
                description={category.description}
                checked={given}
                disabled={category.required || change.isPending}
                onChange={(next) => toggle(category.type, next)}
                status={statusText(category.required, record)}
              />
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}

/** The member's recorded choice for the optional categories. */
function choiceOf(active: readonly Consent[]) {
  const given = (type: ConsentType) => active.some((c) => c.consent_type === type && c.consent_given);
  return { analytics: given('analytics'), personalization: given('personalization'), marketing: given('marketing') };
}

function statusText(required: boolean, record: Consent | undefined): string {
  if (required) return 'Always on';
  if (!record) return 'Not given';
  return `${record.consent_given ? 'On' : 'Off'} since ${formatDate(record.created_at)}`;
}
