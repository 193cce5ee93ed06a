import { useState } from 'react';
import { DataTable, rowClasses, Td, Th } from '#web/components/admin-table';
import { Button } from '#web/components/ui/button';
import { Notice } from '#web/components/ui/notice';
import { useSession } from '#web/features/auth/api/get-session';
import { useBrandFiles } from '#web/features/site/api/list-brand-files';
import { formatDateTime } from '#web/lib/dates';
import { errorText, type Outcome } from '#web/lib/server-error';
import { useFocusWhen } from '#web/lib/use-focus-when';
import { useAdminCheck } from '../api/check-admin';
import { useDeleteBrandFile } from '../api/delete-brand-file';

const size = (bytes: number | null) =>
  bytes === null ? '—' : bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The files /brand-assets offers (GET /api/brand-assets), where each comes from, and for a super_admin
 * delete of an upload. `onAction` tells the page a delete is sent; its notice shows while `newsShown`.
 */
export function BrandFilesTable({ newsShown, onAction }: { newsShown: boolean; onAction: () => void }) {
  const files = useBrandFiles();
  const remove = useDeleteBrandFile();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The deleted file's row leaves with the button that had focus: focus goes to the news.
  const noticeRef = useFocusWhen<HTMLDivElement>(outcome !== null);
  const { user } = useSession();
  const { role } = useAdminCheck(user?.id ?? null);

  const deleteFile = async (name: string, replacesBundled: boolean) => {
    setOutcome(null);
    onAction();
    try {
      await remove.mutateAsync(name);
      setOutcome({ tone: 'success', text: `Deleted ${name}.${replacesBundled ? ' The bundled file of that name is offered again.' : ''}` });
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error, 'We could not delete the file. Please try again.') });
    }
  };

  return (
    <>
      {newsShown && outcome && (
        <Notice ref={noticeRef} tone={outcome.tone}>
          {outcome.text}
        </Notice>
      )}
      <DataTable
        caption="Brand files on /brand-assets"
        columns={['File', 'What it is', 'Source', 'Size', 'Updated', { label: 'Actions', srOnly: true }]}
        query={files}
        rows={files.data?.files}
        notes={{ loading: 'Loading the files...', failed: 'We could not load the files.', empty: 'There are no brand files.' }}
      >
        {(file) => (
          <tr key={file.name} className={rowClasses}>
            <Th scope="row">
              <a href={file.href} download className="text-primary underline underline-offset-4">
                {file.name}
              </a>
            </Th>
            <Td>
              {file.label}, {file.format}
              {file.detail && ` (${file.detail})`}
            </Td>
            <Td>{file.uploaded ? (file.replacesBundled ? 'Uploaded, replaces the bundled file' : 'Uploaded') : 'Bundled with the app'}</Td>
            <Td className="whitespace-nowrap">{size(file.bytes)}</Td>
            <Td className="whitespace-nowrap">{file.updatedAt ? formatDateTime(file.updatedAt) : '—'}</Td>
            <Td>
              {role === 'super_admin' && file.uploaded && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  pending={remove.isPending}
                  aria-label={`Delete ${file.name}`}
                  onClick={() => void deleteFile(file.name, file.replacesBundled)}
                >
                  Delete
                </Button>
              )}
            </Td>
          </tr>
        )}
      </DataTable>
    </>
  );
}
