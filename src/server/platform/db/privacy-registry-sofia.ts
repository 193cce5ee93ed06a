import type { PrivacyHandling } from './privacy-registry';

/** The privacy registry's tables of Sofia, the guide (issue 20): the member's conversations and their messages. */
export const SOFIA_TABLES: Record<string, PrivacyHandling> = {
  sofia_conversations: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'Your conversations with Sofia: their names, where a guided exercise stands so you can carry on, and whether crisis support was shown, so it stays in view.',
    retention: 'Until you delete the conversation or your account.',
  },
  sofia_messages: {
    personal: true,
    userColumns: ['user_id'],
    onDeletion: 'delete',
    purpose:
      'What you and Sofia wrote in each conversation, with the topic Sofia recognised and the safety check’s result, so the conversation can continue and your daily turns are counted.',
    retention: 'Until you delete the conversation or your account.',
  },
};
