import type { PrivacyHandling } from './privacy-registry';

/** The privacy registry's tables of the documentation pages (issue 24): staff ticks and drafts. */
export const DOCS_TABLES: Record<string, PrivacyHandling> = {
  checklist_ticks: {
    personal: true,
    userColumns: ['ticked_by'],
    onDeletion: 'anonymise',
    purpose: 'Which release checklist items a staff member ticked, and when, so a release shows who checked what.',
    retention: 'While the checklist is kept; the staff member is removed when their account is deleted.',
  },
  doc_drafts: {
    personal: true,
    userColumns: ['created_by'],
    onDeletion: 'anonymise',
    purpose: 'Documentation drafts a staff member asked for, and who asked, until a person finishes them.',
    retention: 'While the draft exists; the staff member is removed when their account is deleted.',
  },
};
