/**
 * The privacy registry: every table in the schema says whether it holds a person's data, which
 * column names the person, and what export and deletion do with it. A test fails when a table is
 * missing here. The privacy issue's export and deletion jobs walk this list.
 */
export type PrivacyHandling =
  /** Not about a person (authored content, configuration). */
  | { personal: false; purpose: string }
  | {
      personal: true;
      /** The column holding the user id. */
      userColumn: string;
      /** delete: removed on account deletion; anonymise: kept without the person (e.g. accounting). */
      onDeletion: 'delete' | 'anonymise';
      purpose: string;
      retention: string;
    };

export const PRIVACY_REGISTRY: Record<string, PrivacyHandling> = {
  content_items: { personal: false, purpose: 'Authored content (pages, assessments, Edits) loaded from content/.' },
  page_views: {
    personal: true,
    userColumn: 'user_id',
    onDeletion: 'delete',
    purpose: 'Which pages were visited, to improve the product (only with analytics consent once the privacy issue lands).',
    retention: 'Until the account is deleted, at most 13 months.',
  },
};
