import { SiteContentPage } from '../components/site-content-page';

export default function HelpPage() {
  return <SiteContentPage slug="help" fallbackTitle="Help Center" />;
}
