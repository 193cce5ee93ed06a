import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card } from '#web/components/ui/card';
import { CheckinForm } from '../components/checkin-form';
import { PageFrame } from '#web/components/page-frame';

// What waits on this device (decision 151): its code and IndexedDB's load after the page.
const DeviceSavesList = lazy(() => import('../components/device-saves-list'));

/**
 * /wellness/checkin (member, spec 2.14): the five-slider check-in with optional notes. Saving
 * answers with the spec's toast and keeps the page, so the member can read what they chose.
 */
export default function CheckinPage() {
  return (
    <PageFrame
      title="Daily Check-in"
      lead="Five sliders, about two minutes. There are no right answers: move each one to where you are today, or leave it in the middle."
    >
      <Suspense fallback={null}>
        <DeviceSavesList kinds={['checkin']} title="Check-ins on this device" />
      </Suspense>
      <Card>
        <CheckinForm />
      </Card>
      <p className="max-w-[70ch] text-muted-foreground">
        Your check-ins are private. They shape your{' '}
        <Link to="/wellness-dashboard" className="font-semibold text-primary underline underline-offset-4">
          Wellness Dashboard
        </Link>{' '}
        and help refine your SoulPrint insights. You can choose how often we remind you in{' '}
        <Link to="/account-settings" className="font-semibold text-primary underline underline-offset-4">
          Account Settings
        </Link>
        .
      </p>
    </PageFrame>
  );
}
