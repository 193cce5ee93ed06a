import { z } from 'zod';
import { DecisionNote, Id, Timestamp } from './blocks';
import { NextCursor } from './paging';
import { CrisisTier } from './safety';
import { APPLICATION_STATUSES } from './coaching';

/** The hardship (sliding-scale) programme: 50 %, 75 % or 100 % off, reviewed by staff. */
export const HARDSHIP_LEVELS = [50, 75, 100] as const;

export const HardshipApplicationInput = z.object({
  situation: z.string().trim().min(20, 'Please tell us a little about your situation.').max(3000),
  requestedLevel: z.union([z.literal(50), z.literal(75), z.literal(100)], { message: 'Please choose 50 %, 75 % or 100 % off.' }),
  note: z.string().trim().max(2000).default(''),
});
export type HardshipApplicationInput = z.input<typeof HardshipApplicationInput>;
export const HARDSHIP_RECEIVED =
  'Thank you for telling us. A person will read your application and reply by email within a week. Nothing changes in your account until then.';

export const HardshipApplication = z.object({
  id: Id,
  userId: Id.nullable(),
  email: z.string().nullable(),
  situation: z.string(),
  requestedLevel: z.number().int(),
  note: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  decisionNote: z.string().nullable(),
  /** The discount granted on approval (the memberships issue applies it at checkout). */
  approvedLevel: z.number().int().nullable(),
  decidedAt: Timestamp.nullable(),
  createdAt: Timestamp,
  /** When an approved level is reviewed; it stops applying then, at the next renewal (decision 094). */
  reviewAt: z.string().nullable().default(null),
  /** Staff only: the membership the member holds now, which the level prices (null: none yet). */
  inUse: z.object({ tier: z.string(), interval: z.string(), provider: z.string(), status: z.string() }).nullable().default(null),
});
/** The answer to a new application: the application, with the crisis tier of what was written (issue 15). */
export const HardshipApplicationCreated = HardshipApplication.extend({ crisisTier: CrisisTier });
/** A member's own applications (a handful at most), newest first. */
export const HardshipApplicationList = z.object({ applications: z.array(HardshipApplication) });
/** The back office's list: a page at a time (decision 156). */
export const HardshipApplicationPage = HardshipApplicationList.extend({ nextCursor: NextCursor });
export const HardshipDecisionInput = z.object({
  decision: z.enum(['approved', 'declined']),
  approvedLevel: z.union([z.literal(50), z.literal(75), z.literal(100)]).optional(),
  note: DecisionNote,
  /** The review date of an approval; six months from the decision when left out (decision 094). */
  reviewOn: z.iso.date().optional(),
});

/** Months from approval to a hardship level's review when staff give no date (decision 094). */
export const HARDSHIP_REVIEW_MONTHS = 6;
/** Days before the review date the member is reminded by email. */
export const HARDSHIP_REMINDER_DAYS = 14;

export const HardshipReviewInput = z.object({ reviewOn: z.iso.date({ message: 'Please choose a review date.' }) });
