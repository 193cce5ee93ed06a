import { SOFIA_UPGRADE_HREF } from '#shared/contracts/sofia';
import { CONTENT_PATHS } from '#shared/sofia/paths';
import { SAFETY_PLAN_LINK } from './crisis-turn';
import { type SofiaPart, data, text } from './parts';

/** A member without Sofia (free): the safety parts still work; anything else shows the way to Premium. */
export const UPGRADE_MESSAGE =
  'I would love to talk this through with you. Conversations with me, grounded in your own check-ins and results, come with Premium and Elite. Whatever your membership, if things ever feel unsafe, write to me and I will show you people who can help, and your safety plan and the Reset Room are always open to you.';

export function upgradeParts(): SofiaPart[] {
  return [
    text(UPGRADE_MESSAGE),
    data('upgrade', { feature: 'sofia', href: SOFIA_UPGRADE_HREF, text: 'See what Premium includes' }),
    data('links', { links: [SAFETY_PLAN_LINK, { label: 'Open the Reset Room', href: CONTENT_PATHS.resetRoom() }] }),
  ];
}

/** The day's turns are used up: said kindly, with what stays open. Crisis turns never reach this. */
export const LIMIT_MESSAGE =
  'We have talked a lot today, and I want to keep something in reserve for you tomorrow, so I will pause our conversation until the day turns over (midnight UTC). The Reset Room and your journal are open any time. If things feel heavy or unsafe, write to me anyway: I will always show you people who can help.';

export function limitParts(): SofiaPart[] {
  return [
    data('notice', { text: 'You have reached today’s conversations with Sofia. They start again tomorrow.' }),
    text(LIMIT_MESSAGE),
    data('links', {
      links: [
        { label: 'Open the Reset Room', href: CONTENT_PATHS.resetRoom() },
        { label: 'Open your journal', href: '/wellness-dashboard/journal' },
      ],
    }),
  ];
}
