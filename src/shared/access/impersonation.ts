// Issue 16: staff viewing the app as a member see it read-only, and without the member's private
// words unless the member gave support access. The problem codes and words both sides share.

/** A change refused because staff are viewing as the member. */
export const READ_ONLY_CODE = 'IMPERSONATION_READ_ONLY';
export const READ_ONLY_MESSAGE = 'You are viewing as this member, so changes are turned off. Nothing was saved.';

/** The member's private words, as every page and email that promises them names them (routes declare `privateWords`). */
export const PRIVATE_WORDS = 'journal, Sofia conversations, safety plan, FlowPath, reflections, notes and written answers';

/** The member's private words withheld from staff viewing as her. */
export const PRIVATE_TEXT_CODE = 'PRIVATE_TEXT_HIDDEN';
export const PRIVATE_TEXT_MESSAGE = `This is private to the member. They can let support read their private words (${PRIVATE_WORDS}) for a limited time from their privacy settings.`;

/** What a hidden journal title reads as in lists (the calendar). */
export const HIDDEN_TITLE = 'Private entry';
