import { z } from 'zod';
import { DecisionNote, Id, Timestamp } from './blocks';
import { NextCursor, pageQuery } from './paging';
import { CrisisTier } from './safety';

/** Coach applications (/coach-application) and their review (/admin/coach-applications). */
export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;

export const CoachApplicationInput = z.object({
  name: z.string().trim().min(2, 'Please tell us your name.').max(100),
  email: z.email('Please enter a valid email address, like name@example.com.').max(254),
  credentials: z.string().trim().min(2, 'Please list your training or credentials.').max(1000),
  experience: z.string().trim().min(20, 'Please tell us a little more about your experience.').max(3000),
  approach: z.string().trim().min(20, 'Please tell us a little more about how you work.').max(3000),
  links: z
    .array(z.url({ protocol: /^https?$/, message: 'Please enter full web addresses, starting with https://' }).max(500))
    .max(5, 'Please share up to five links.')
    .default([]),
});
export type CoachApplicationInput = z.input<typeof CoachApplicationInput>;
export const COACH_APPLICATION_RECEIVED = 'Thank you for applying. We read every application and will reply by email within two weeks.';

export const ApplicationDecisionInput = z.object({
  decision: z.enum(['approved', 'declined']),
  note: DecisionNote,
});

export const CoachApplication = z.object({
  id: Id,
  name: z.string(),
  email: z.string(),
  credentials: z.string(),
  experience: z.string(),
  approach: z.string(),
  links: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
/** The answer to a new application: the application, with the crisis tier of what was written (issue 15). */
export const CoachApplicationCreated = CoachApplication.extend({ crisisTier: CrisisTier });
/** A signed-in member's application still being read, so the page says so instead of a blank form. */
export const MyCoachApplication = z.object({ pending: z.object({ email: z.string(), createdAt: Timestamp }).nullable() });
export type MyCoachApplication = z.infer<typeof MyCoachApplication>;
export const APPLIED_ALREADY = 'We already have your application and are reading it. We will reply by email within two weeks.';
export const CoachApplicationList = z.object({ applications: z.array(CoachApplication), nextCursor: NextCursor });
/** A back-office list of applications: a status (none: all), a page at a time, newest first (decision 156). */
export const ApplicationListQuery = z.object({ status: z.enum(APPLICATION_STATUSES).optional(), ...pageQuery(50, 200).shape });
