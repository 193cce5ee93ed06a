import type { ReplyIntent } from './types';

/**
 * Everything the built-in guide says, in Sofia's voice (DESIGN.md, SCIENCE.md): warm, plain,
 * short sentences, no guilt, no medical advice, and never a number (numbers come only from
 * the member's facts).
 */

/** Reflecting what the member said, when their own words cannot be echoed. */
export const REFLECTIONS: Record<ReplyIntent, string[]> = {
  stress: ['That sounds like a lot to carry.', 'It sounds like the pressure is high right now.', 'Stress like that wears on anyone.'],
  sleep: [
    'Sleep sounds hard to come by at the moment.',
    'Nights like that make everything else heavier.',
    'It sounds like rest is not really landing.',
  ],
  work_pressure: [
    'It sounds like work is pressing hard.',
    'That is a lot of weight from work.',
    'Work sounds like it is taking more than it gives right now.',
  ],
  low_mood: ['That sounds really heavy.', 'It sounds like things feel flat and hard right now.', 'I am sorry it feels this low.'],
  exhaustion: [
    'That kind of tired goes deeper than sleep.',
    'It sounds like your reserves are running very low.',
    'Running on empty is exhausting in itself.',
  ],
  boundaries: [
    'Saying no is hard, especially when people count on you.',
    'It sounds like your limits keep getting crossed.',
    'Holding a line takes energy you may not have spare.',
  ],
  greeting: ['Hi, it is good to hear from you.', 'Hello. I am glad you are here.', 'Hi there. Thanks for stopping by.'],
  help: [
    'I am Sofia. I can listen, guide a short breathing or grounding exercise, and point you to the right part of Recalibrate. I am not a clinician, so I cannot give medical advice.',
    'I am here to listen, to walk you through a short exercise, and to find what in Recalibrate fits what you are going through. I am not a clinician, so I cannot give medical advice.',
  ],
  unknown: ['Thank you for telling me.', 'I hear you.', 'I am listening.'],
};

/** Frames for the member's own words, pronouns turned around ("I'm so tired" → "you're so tired"). */
export const ECHO_FRAMES = ['It sounds like {x}.', 'You said {x}. Thank you for telling me.', 'I hear that {x}.'];

/** Asked instead of a fact when the member's data has none that fits. */
export const OPEN_QUESTIONS: Record<ReplyIntent, string[]> = {
  stress: ['What is weighing on you most right now?', 'What has been driving the pressure lately?'],
  sleep: ['What tends to happen when you try to wind down?', 'What have your nights been like lately?'],
  work_pressure: ['What part of work feels heaviest at the moment?', 'What is asking the most of you at work right now?'],
  low_mood: ['What has today been like for you?', 'When did things start to feel this way?'],
  exhaustion: ['What has been draining you the most?', 'What would rest look like for you, if it were possible?'],
  boundaries: ['Where does it feel hardest to hold your limit?', 'Who or what keeps asking for more than you can give?'],
  greeting: ['What is on your mind today?', 'How are you arriving today?'],
  help: ['What would help most right now?', 'What would you like to start with?'],
  unknown: ['Can you tell me a little more about what is going on?', 'What feels most important about that for you?'],
};

/** The offer after a fact: a question that leaves the member the choice. */
export const OFFER_QUESTIONS = {
  exercise: [
    'Would {name} help right now, or shall we look at what is driving it?',
    'Would you like to try {name} together, or talk it through a little more first?',
    'Shall we try {name} for a minute, or would you rather keep talking?',
  ],
  link: [
    'Would {name} help right now, or shall we talk a little more first?',
    'Would you like to open {name}, or keep talking here?',
    'Shall I point you to {name}, or would you rather talk it through?',
  ],
};

/** The offer after an open question: a statement, so the reply asks one thing at a time. */
export const OFFER_STATEMENTS = {
  exercise: ['If it helps, we can also try {name} together.', 'And {name} is here whenever you want it.'],
  link: ['If it helps, {name} is one tap away.', 'And {name} is there whenever you want it.'],
};

/** The words Sofia must never say: she does not diagnose or treat. */
export const MEDICAL_WORDS = ['diagnos', 'disorder', 'prescri', 'medication', 'treatment plan', 'symptom of'];
