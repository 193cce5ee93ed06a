/**
 * Spec 2.9: the home page FAQ, eight questions in the spec's order (who it is for, different
 * burnout, time, failed self-care, therapy, needs, productivity hacks, pacing). Plain data, so the
 * words are easy to read, review and test. Answers describe the product; they never give medical
 * advice, and the therapy answer says plainly what Recalibrate is not.
 */
export const HOME_FAQ_TOPICS = [
  'who-it-is-for',
  'different-burnout',
  'time',
  'failed-self-care',
  'therapy',
  'needs',
  'productivity-hacks',
  'pacing',
] as const;
export type HomeFaqTopic = (typeof HOME_FAQ_TOPICS)[number];

export interface HomeFaqItem {
  topic: HomeFaqTopic;
  question: string;
  answer: string;
  /** Show the free crisis lines with this answer (where the question touches distress). */
  crisisLines?: boolean;
}

export const HOME_FAQ: readonly HomeFaqItem[] = [
  {
    topic: 'who-it-is-for',
    question: 'Who is Recalibrate for?',
    answer:
      'Recalibrate is for anyone who feels worn down, stretched thin or stuck, especially when rest no longer seems to refill you. Many people find us after years of work, caring for others or carrying more than their share. You do not need a label or a diagnosis to begin, only some curiosity about how you are really doing.',
  },
  {
    topic: 'different-burnout',
    question: 'Is my burnout the same as everyone else’s?',
    answer:
      'Probably not. Research describes burnout through several dimensions, such as exhaustion, mental distance and trouble concentrating or steadying your emotions, and people feel them in different mixes. The audit looks at your own pattern, so what we suggest fits how burnout shows up for you rather than a one-size plan. Your result is a reflection to explore, not a diagnosis.',
  },
  {
    topic: 'time',
    question: 'How much time does it take?',
    answer:
      'The Operating System Audit takes about 10 minutes, and you can pause and come back whenever you need to. Most Edit modules take under ten minutes. You choose how often you return, and a gap is simply a pause, never a failure.',
  },
  {
    topic: 'failed-self-care',
    question: 'I have tried self-care before and it did not help. Why would this be different?',
    answer:
      'That is a very common experience, and it is not a personal failing. General advice often misses what is actually draining you, or it becomes one more task on a list that is already too long. Recalibrate starts by understanding your pattern and then offers small, specific steps that fit it. If something does not help, you can set it aside and try another way.',
  },
  {
    topic: 'therapy',
    question: 'Is Recalibrate therapy?',
    answer:
      'No. Recalibrate is not therapy and it does not diagnose or treat any condition; it is a self-guided space for reflection and gentle recovery habits, and Sofia is an AI guide, not a therapist. It can sit alongside professional care, but it cannot replace it, so if you are struggling, please talk to your doctor or a licensed mental health professional. If you are in crisis or thinking about harming yourself, please reach out to a crisis line now.',
    crisisLines: true,
  },
  {
    topic: 'needs',
    question: 'What if my needs do not fit a standard program?',
    answer:
      'They do not have to. Your results shape which Edits we suggest, and you can also choose Edits by what you need most right now, such as rest, steadier energy or firmer boundaries. You can skip a module, save one for later and set a rhythm that suits your week.',
  },
  {
    topic: 'productivity-hacks',
    question: 'Is this about productivity hacks to get more done?',
    answer:
      'No. Recalibrate is not about squeezing more out of yourself. Many productivity tools treat exhaustion as a scheduling problem, which can deepen it. Here the focus is recovery: noticing your limits, restoring your energy and making changes you can keep.',
  },
  {
    topic: 'pacing',
    question: 'What if I need to go slowly?',
    answer:
      'Go as slowly as you need. There are no streaks to protect and nothing to catch up on; if you step away for a while, you can pick up where you left off. For many people, slowing down is part of recovery, not a detour from it.',
  },
];
