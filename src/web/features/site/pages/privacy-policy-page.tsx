import { SiteContentPage } from '../components/site-content-page';

export default function PrivacyPolicyPage() {
  return <SiteContentPage slug="privacy-policy" fallbackTitle="Privacy Policy" />;
}
