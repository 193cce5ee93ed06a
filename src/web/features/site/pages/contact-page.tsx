import { SiteContentPage } from '../components/site-content-page';

export default function ContactPage() {
  return <SiteContentPage slug="contact" fallbackTitle="Contact Support" />;
}
