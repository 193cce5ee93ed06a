import { useSearchParams } from 'react-router';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { Notice } from '#web/components/ui/notice';
import { CancelByToken } from '../components/cancel-by-token';

/** /privacy/cancel-deletion?token=… (public): the deletion email's cancel link, no sign-in needed. */
export default function CancelDeletionPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-16">
      <Card className="flex flex-col gap-6">
        <div>
          <CardTitle>Cancel data deletion</CardTitle>
          <CardDescription>You asked us to delete your data. This page stops that.</CardDescription>
        </div>
        {token ? (
          <CancelByToken token={token} />
        ) : (
          <Notice tone="info" title="This link is incomplete">
            Please open the link from the email again, or sign in and open Privacy Settings.
          </Notice>
        )}
      </Card>
    </div>
  );
}
