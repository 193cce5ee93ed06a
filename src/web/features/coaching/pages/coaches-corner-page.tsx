import { displayName } from '#shared/auth/display-name';
import { Spinner } from '#web/components/ui/spinner';
import { useSession } from '#web/features/auth/api/get-session';
import { CoachResources } from '../components/coach-resources';
import { ProgrammeIntro } from '../components/programme-intro';
import { SharedMembers } from '../components/shared-members';

/**
 * /coaches-corner: for the allow-listed coaches (the session's isCoach, spec 5 and 6) their
 * resources and what they see of members (nothing); for everyone else the programme and a way to apply.
 */
export default function CoachesCornerPage() {
  const { user, isPending } = useSession();
  if (isPending) return <Spinner label="Loading..." />;
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Coach's Corner</h1>
      {user?.isCoach ? (
        <>
          <p className="mt-4 text-lg text-muted-foreground">
            Welcome, {displayName(user)}. Thank you for the care you bring. Here is how we work, and who has asked you in.
          </p>
          <SharedMembers />
          <CoachResources />
        </>
      ) : (
        <ProgrammeIntro />
      )}
    </div>
  );
}
