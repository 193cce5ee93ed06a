import type { PrivacyHandling } from './privacy-registry';

/**
 * The privacy registry's tables of The Lounge (issue 21). Deletion clears a member's words but keeps
 * the rows of posts and comments others replied to, so those threads read "[removed]" where they were.
 */
const UNTIL_DELETED = 'Until you delete it or your account.';

export const LOUNGE_TABLES: Record<string, PrivacyHandling> = {
  lounge_members: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'How you appear in the Lounge (your first name or the pseudonym you chose), the guidelines version you accepted, and any pause on posting.',
    retention: 'Until you delete your account.',
  },
  lounge_posts: {
    personal: true,
    userColumns: ['author_id'],
    onDeletion: 'anonymise',
    anonymiseColumns: ['author_id', 'title', 'body', 'moderation_reason'],
    purpose: 'Posts you wrote in the Lounge, their circle, and whether a moderator hid them and why.',
    retention: `${UNTIL_DELETED} Then the words go; a post others replied to stays as "[removed]" so their replies still make sense.`,
  },
  lounge_comments: {
    personal: true,
    userColumns: ['author_id'],
    onDeletion: 'anonymise',
    anonymiseColumns: ['author_id', 'body', 'moderation_reason'],
    purpose: 'Comments and replies you wrote in the Lounge, and whether a moderator hid them and why.',
    retention: `${UNTIL_DELETED} Then the words go; a comment with replies stays as "[removed]".`,
  },
  lounge_reactions: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'The reactions you gave ("Sending calm", "Me too", "This helped"); others see only how many.',
    retention: UNTIL_DELETED,
  },
  lounge_flags: {
    personal: true,
    userColumns: ['reporter_id'],
    onDeletion: 'anonymise',
    anonymiseColumns: ['reporter_id', 'details'],
    purpose: 'Your reports of posts or comments (the reason and what you added), for the moderators; never shown to the author.',
    retention: 'Kept while moderators need the history; you and your words are removed when your account is deleted.',
  },
  lounge_blocks: {
    personal: true,
    userColumns: ['user_id'],
    referenceColumns: ['blocked_id'],
    onDeletion: 'delete',
    purpose: 'Members you blocked, so their posts and comments do not show for you. They are not told.',
    retention: 'Until you unblock them or delete your account.',
  },
  lounge_mutes: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose: 'Circles you muted, left out of your all-circles feed.',
    retention: 'Until you unmute them or delete your account.',
  },
  lounge_moderation_actions: {
    personal: true,
    userColumns: ['member_id', 'moderator_id'],
    onDeletion: 'anonymise',
    purpose: 'Moderation of your posts, comments or account (what was done, why, by a moderator), and the actions of moderators.',
    retention: 'Kept for accountability; you are removed from it when your account is deleted.',
  },
  lounge_circle_hosts: {
    personal: true,
    userColumns: ['hosted_by'],
    onDeletion: 'anonymise',
    purpose: 'Which coach hosts a Lounge circle.',
    retention: 'While you host the circle; you are removed when your account is deleted.',
  },
};
