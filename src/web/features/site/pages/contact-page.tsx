import { Spinner } from '#web/components/ui/spinner';
import { PageSection } from '#web/components/page-section';
import { useSitePage } from '../api/get-site-page';
import { ContactForm } from '../components/contact-form';

/**
 * /contact: the form first (it works even if the authored text below does not load), then the
 * authored page (content/pages/contact.md): email, data requests and where to find help right now.
 */
export default function ContactPage() {
  const page = useSitePage('contact');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">Contact Support</h1>
      <p className="mt-3 text-lg text-muted-foreground">
        {page.data?.description ?? 'How to reach a real person at Recalibrate, and what to expect when you do.'}
      </p>
      <PageSection
        id="contact-form-title"
        title="Send us a message"
        description="A person, not a bot, reads every message."
        card
        className="mt-8"
      >
        <ContactForm />
      </PageSection>
      {page.isPending && <Spinner label="Loading..." className="py-8" />}
      {/* Trusted authored Markdown, rendered to HTML by the server from content/pages. */}
      {page.data && <div className="prose-calm mt-10" dangerouslySetInnerHTML={{ __html: page.data.html }} />}
    </div>
  );
}
