import { useNavigate } from 'react-router';
import type { ContentListItem, EditableKind } from '#shared/contracts/content-admin';
import { Button } from '#web/components/ui/button';
import { ConfirmButton } from '#web/components/ui/confirm-button';
import { useSession } from '#web/features/auth/api/get-session';
import { useAdminCheck } from '#web/features/admin/api/check-admin';
import type { ContentChanger } from '../lib/use-content-change';

/**
 * Publish (saves the form as the newest version and puts it live), unpublish, revert to the
 * bundled file, and for a super_admin delete what was written here.
 */
export function ContentActions({
  item,
  change,
  save,
  saving,
}: {
  item: ContentListItem;
  change: ContentChanger;
  save: () => Promise<boolean>;
  saving: boolean;
}) {
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);
  const navigate = useNavigate();
  const target = { kind: item.kind as EditableKind, slug: item.slug };
  const busy = saving || change.busy;
  const publish = async () => {
    if (await save()) await change.run({ action: 'publish', ...target }, 'Published. The public page shows this version now.');
  };
  return (
    <>
      <Button type="button" variant="secondary" pending={busy} onClick={() => void publish()}>
        Publish
      </Button>
      {item.published && (
        <Button
          type="button"
          variant="outline"
          pending={busy}
          onClick={() => void change.run({ action: 'unpublish', ...target }, 'Unpublished. It is no longer on the site.')}
        >
          Unpublish
        </Button>
      )}
      {item.bundled && (item.changedFromBundled || item.hasDraft) && (
        <ConfirmButton
          variant="outline"
          disabled={busy}
          confirm="Put the bundled version back on the site? Your versions stay in the history."
          onConfirmed={() => change.run({ action: 'revert', ...target }, 'The bundled version is back on the site.')}
        >
          Revert to the bundled version
        </ConfirmButton>
      )}
      {role === 'super_admin' && !item.bundled && (
        <ConfirmButton
          variant="destructive"
          disabled={busy}
          confirm="Delete this content and its history for good?"
          onConfirmed={async () => {
            if (await change.run({ action: 'delete', ...target }, 'Deleted.')) void navigate('/admin/content');
          }}
        >
          Delete
        </ConfirmButton>
      )}
    </>
  );
}
