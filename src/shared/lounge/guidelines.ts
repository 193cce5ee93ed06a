/**
 * The Lounge's community guidelines, written for this product. A member accepts them once before
 * their first post or comment; the version they accepted is stored, and a new version asks again.
 */
export const GUIDELINES_VERSION = '2026-11-27';

export const GUIDELINES = {
  title: 'How we look after each other here',
  intro:
    'The Lounge is for people who are tired in a way sleep does not fix. Everyone here is carrying something. These few agreements keep it a place where you can put it down for a moment.',
  points: [
    {
      heading: 'Be gentle, with others and with yourself',
      body: 'Reply the way you would want someone to answer you on your hardest day. Disagree with ideas kindly; never with a person’s pain.',
    },
    {
      heading: 'Share your experience, not prescriptions',
      body: 'Say what helped you ("I found…") rather than what others should do. No one here is a diagnosis, and no one owes anyone a fix.',
    },
    {
      heading: 'Keep what is shared here, here',
      body: 'Do not copy others’ words elsewhere or try to find out who someone is. Use a pseudonym if you like; never post someone else’s private details.',
    },
    {
      heading: 'No selling, no hustle',
      body: 'No promotions, referral links or productivity pressure. Rest is welcome here; guilt is not.',
    },
    {
      heading: 'If you are not safe, reach out now',
      body: 'The Lounge is not watched around the clock. If you are thinking about ending your life or harming yourself, please call a crisis line: we will show you the numbers. Moderators read posts that mention this first, and will not publish details of methods.',
    },
    {
      heading: 'Moderators help keep this calm',
      body: 'They may hide a post and will tell you why. Repeated harm can pause posting for a while. You can report anything that worries you; reports are private.',
    },
  ],
  accept: 'I’ll look after this space',
} as const;
