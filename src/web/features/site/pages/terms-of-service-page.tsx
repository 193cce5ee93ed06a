import { SiteContentPage } from '../components/site-content-page';

export default function TermsOfServicePage() {
  return <SiteContentPage slug="terms-of-service" fallbackTitle="Terms of Service" />;
}
