import { z } from 'zod';
import { Id, Slug, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { CrisisTier } from './safety';

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
  updatedAt: Timestamp,
});
export type SitePageResponse = z.infer<typeof SitePageResponse>;

export const SitePageParams = z.object({ slug: Slug });

/** The contact form (/contact). */
export const CONTACT_TOPICS = [
  'Something is not working',
  'My account',
  'Billing or a refund',
  'Privacy and my data',
  'Feedback',
  'Something else',
] as const;
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
export const ContactResponse = z.object({ message: z.string(), crisisTier: CrisisTier });

/** Staff review of contact messages (/admin/contact-messages): new until someone marks it answered. */
export const CONTACT_MESSAGE_STATUSES = ['new', 'answered'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
export const ContactMessage = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  topic: z.string(),
  message: z.string(),
  /** The message holds crisis language: listed first and marked urgent in the inbox (issue 15). */
  urgent: z.boolean(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /** When it was marked answered; null while it is new. */
  handledAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type ContactMessage = z.infer<typeof ContactMessage>;
export const ContactMessageList = z.object({ messages: z.array(ContactMessage), nextCursor: NextCursor });
/** The contact inbox: urgent messages first, then the newest, a page at a time (decision 156). */
export const ContactMessageListQuery = z.object({ status: z.enum(CONTACT_MESSAGE_STATUSES).optional(), ...pageQuery(50, 200).shape });
export const ContactMessageStatusInput = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, 'Choose new or answered.'),
});
export type ContactMessageStatusInput = z.infer<typeof ContactMessageStatusInput>;
