import { z } from 'zod';

/** Front matter of a content page in content/pages/*.md. */
export const SitePageFrontMatter = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(300),
});

export const SitePageResponse = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type SitePageResponse = z.infer<typeof SitePageResponse>;

export const SitePageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,80}$/) });

/** The contact form (/contact). */
export const CONTACT_TOPICS = ['Something is not working', 'My account', 'Billing or a refund', 'Privacy and my data', 'Feedback', 'Something else'] as const;
export const ContactInput = z.object({
  name: z.string().trim().min(2, 'Please tell us your name.').max(100),
  email: z.email('Please enter a valid email address, like name@example.com.').max(254),
  topic: z.enum(CONTACT_TOPICS, 'Please choose what your message is about.'),
  message: z
    .string()
    .trim()
    .min(10, 'Please write a little more so we can help.')
    .max(5000, 'Please keep your message under 5,000 characters.'),
});
export type ContactInput = z.input<typeof ContactInput>;
export const CONTACT_RECEIVED = 'Thank you. Your message is with us, and a person will reply by email within two working days.';
export const ContactResponse = z.object({ message: z.string() });
export const ContactMessageList = z.object({
  messages: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), topic: z.string(), message: z.string(), createdAt: z.string() }),
  ),
});
