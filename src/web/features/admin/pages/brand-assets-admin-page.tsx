import { useState } from 'react';
import { AdminPageHeader, AdminSection } from '#web/components/admin-page-header';
import { BrandFilesTable } from '../components/brand-files-table';
import { BrandUploadForm } from '../components/brand-upload-form';

/** /admin/brand-assets (admin): the downloadable brand files of /brand-assets, replaced or added by upload (decision 145). */
export default function BrandAssetsAdminPage() {
  // Only the last action's news shows: an upload's "Uploaded" is stale once a file is deleted.
  const [latest, setLatest] = useState<'delete' | 'upload' | null>(null);
  return (
    <>
      <AdminPageHeader title="Brand assets">
        The files anyone can download from the Brand Assets page. Upload a file to add it, or save it under a bundled file’s name to replace
        that one.
      </AdminPageHeader>
      <AdminSection title="Files">
        <BrandFilesTable newsShown={latest === 'delete'} onAction={() => setLatest('delete')} />
      </AdminSection>
      <AdminSection title="Upload a file" description="Every upload is checked for what it really is, whatever its name says.">
        <BrandUploadForm newsShown={latest === 'upload'} onAction={() => setLatest('upload')} />
      </AdminSection>
    </>
  );
}
