import { ContentListing } from './content-list-page';

/** /admin/library (admin): the Anti-Hustle Library's articles and the glossary's terms, opened in the same editor. */
export default function LibraryAdminPage() {
  return (
    <ContentListing title="Library" kinds={['article', 'glossary']} caption="Library articles and glossary terms">
      The Anti-Hustle Library and the Burnout Glossary. Categories, tags and related terms and articles are fields of each item.
    </ContentListing>
  );
}
