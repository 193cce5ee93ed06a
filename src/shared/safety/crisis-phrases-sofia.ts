import type { CrisisTier } from './crisis-check';

/**
 * Sofia's rows of the crisis phrase table (issue 20): what people type in a chat, with slang,
 * typos, curly apostrophes, work hyperbole and negations, each with the tier it must get. Tier 1
 * and tier 2 rows are the must-trigger rows: the check must find every one of them (100 % recall).
 * The categories are the ones the admin docs page counts. Add a row for every miss reported;
 * never remove one. One phrase a line; a line keeps its spaces and apostrophes as typed.
 */
export const SOFIA_PHRASE_CATEGORIES = [
  'ideation',
  'passive ideation',
  'self-harm',
  'method or plan',
  'imminent',
  'harm to others',
  'abuse',
  'hopelessness',
  'negation',
  'hyperbole',
  'everyday',
] as const;
export type SofiaPhraseCategory = (typeof SOFIA_PHRASE_CATEGORIES)[number];

export interface SofiaPhraseRow {
  text: string;
  tier: CrisisTier;
  category: SofiaPhraseCategory;
}

const rows = (tier: CrisisTier, category: SofiaPhraseCategory, lines: string): SofiaPhraseRow[] =>
  lines
    .trim()
    .split('\n')
    .map((text) => ({ tier, category, text: text.trim() }));

export const SOFIA_CRISIS_PHRASES: readonly SofiaPhraseRow[] = [
  ...rows(
    1,
    'ideation',
    `
    honestly i just wanna die lol
    i want to kms fr
    ngl ive been thinking about killing myself
    thinking bout unaliving myself
    i’m gonna kill myself
    i want 2 die
    i wanna end my life
    i wish i was dead tbh
    i feel so suicidal rn
    been feeling kinda suicidal lately
    i keep thinking about ending my life
    i’m ready to end it all
    suicide is on my mind a lot
    i want to die so bad
    i want to diiie
    wanna die
    i’d rather be dead than go back there
    `,
  ),
  ...rows(
    1,
    'passive ideation',
    `
    i dont wanna be alive anymore
    i don’t want to wake up tomorrow
    everyone would be better off if i was gone
    my kids would be better off without me
    id be better off dead
    I’m so tired of being alive
    life isnt worth it anymore
    i dont want to exist anymore
    i hope i dont wake up tmrw
    i wish i’d never been born
    `,
  ),
  ...rows(
    1,
    'self-harm',
    `
    i cut myself again last night
    been cutting again
    i relapsed on sh
    sh urges are bad today
    i want to hurt myself
    i keep wanting to hurt my self
    i burnt myself with a lighter
    i’ve been scratching myself till it bleeds
    i hit myself when i get like this
    `,
  ),
  ...rows(
    1,
    'method or plan',
    `
    i took like 20 ibuprofen
    i swallowed a whole bottle of tylenol
    how many tylenol would kill me
    whats the lethal dose of sertraline
    i got a rope in my car
    ive been looking up ways to die
    thinking of jumping off the bridge near work
    i wrote letters to my family just in case
    i’ve started giving my stuff away
    found my dads gun
    gonna od tonight
    i’m standing on the ledge
    `,
  ),
  ...rows(
    1,
    'imminent',
    `
    im going to end it tonight
    i’m gonna kill myself tonight
    this is goodbye sofia
    i wont be alive tomorrow
    goodbye everyone
    `,
  ),
  ...rows(
    1,
    'harm to others',
    `
    sometimes i think about hurting my kids
    i want to hurt my coworker
    i’m going to stab him
    i’m going to shoot up the office
    `,
  ),
  ...rows(
    1,
    'abuse',
    `
    my bf hits me when hes drunk
    my husband chokes me
    im scared of my partner
    my stepdad touches me
    he forces me to have sex
    i’m being abused at home
    `,
  ),
  ...rows(
    2,
    'hopelessness',
    `
    whats even the point anymore
    i cant do this anymore
    i can’t keep going like this
    i feel so hopeless rn
    nobody would care if i disappeared
    i just want to disappear
    everything feels pointless
    theres no way out of this
    i feel like a burden to everyone
    i give up on everything
    i dont see the point in anything
    i just want it all to stop
    i hate being alive
    i wish i could just vanish
    i cant cope anymore
    im so done with everything
    `,
  ),
  ...rows(
    2,
    'negation',
    `
    I'm not suicidal, just exhausted
    i’m not suicidal lol
    i would never hurt myself
    i dont want to kill myself
    I’m not going to kill myself, don’t worry
    i’ve never self harmed
    no im not thinking about suicide
    i dont want to die
    `,
  ),
  ...rows(
    1,
    'hyperbole',
    `
    lol i want to die, this meeting is SO long
    my boss makes me want to kill myself
    `,
  ),
  ...rows(
    0,
    'hyperbole',
    `
    this meeting is killing me
    this meeting is killing me lol
    ugh i could kill my manager rn
    i’m dying to get some sleep
    dying for a coffee
    this spreadsheet is the death of me
    my boss is gonna kill me if i miss this
    i nearly died laughing
    the commute is murder
    this deadline is going to be the end of me
    i’m dead tired
    i’m so done with this project
    I could murder a burger rn
    mondays make me want to scream
    What’s the point of this meeting?
    `,
  ),
  ...rows(
    0,
    'everyday',
    `
    hi sofia
    can we do a breathing exercise
    i slept badly again
    work is a lot this week
    i’m exhausted
    my boss keeps emailing me at 10pm
    I cut my finger chopping onions
    I want to cut down on screen time
    killed it at the gym today
    I’m burnt out
    i want to end this call early
    can you explain my SoulPrint
    What’s the point of this exercise?
    i need a break from everything
    stop
    `,
  ),
];
