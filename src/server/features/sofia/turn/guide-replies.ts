import { CONTENT_PATHS } from '#shared/sofia/paths';
import { EXERCISES } from '#shared/sofia/exercises/registry';
import { MEASURE_WORDS, type MemberFacts } from '#shared/sofia/facts';
import { type SofiaPart, data, text } from './parts';

/**
 * The built-in guide's answers to what the composer does not cover: thanks, goodbye, what Sofia
 * is, the member's results, plan, journal and check-ins. Numbers come only from the facts.
 */
const link = (label: string, href: string) => ({ label, href });

/** Sofia's boundary, said the same way whether she is asked what she is or asked for medical advice. */
export const NO_MEDICAL_ADVICE = 'I am not a clinician, so I cannot give medical advice or a diagnosis';

export const ABOUT_SOFIA = `I am Sofia, Recalibrate's guide. I am not a person and ${NO_MEDICAL_ADVICE.replace(/^I am /, '')}, but I can listen, look at your own check-ins and results with you, and guide a short exercise right here: ${EXERCISES.map((e) => e.name).join(', ')}. If things ever feel unsafe, I will show you people who can help straight away.`;

export function thanksParts(): SofiaPart[] {
  return [text('You are very welcome. I am glad that helped a little. Is there anything else on your mind?')];
}

export function goodbyeParts(): SofiaPart[] {
  return [
    text('Take care of yourself. Go gently with the rest of your day, and come back whenever you want to talk.'),
    data('links', { links: [link('Open the Reset Room', CONTENT_PATHS.resetRoom())] }),
  ];
}

export function aboutParts(): SofiaPart[] {
  return [text(ABOUT_SOFIA), data('quick-replies', { replies: EXERCISES.map((e) => `Try ${e.name}`) })];
}

/** Medication, doses, "is this depression": the boundary, where to take the question, and what Sofia can do. */
export const MEDICAL_ADVICE_MESSAGE = `That is an important question, and it deserves a proper answer. ${NO_MEDICAL_ADVICE}, and I cannot say anything about medication or doses. Please ask your doctor or pharmacist; if you are worried about a dose right now, a pharmacist can usually help the same day. What I can do is listen to how this is weighing on you, or help you note down what you want to ask them.`;

export function medicalAdviceParts(): SofiaPart[] {
  return [
    text(MEDICAL_ADVICE_MESSAGE),
    data('links', { links: [link('Note your questions in your journal', '/wellness-dashboard/journal')] }),
    data('quick-replies', { replies: ['I feel stressed', 'What can you do?'] }),
  ];
}

export function resultsParts(facts: MemberFacts): SofiaPart[] {
  const { assessment, soulprint } = facts;
  if (!assessment && !soulprint.archetype) {
    return [
      text('You have not taken an assessment yet. The Burnout Blueprint takes about ten minutes and gives us something real to work from.'),
      data('links', { links: [link('See the assessments', '/assessments')] }),
    ];
  }
  const said = [
    assessment ? `Your latest ${assessment.title} result is ${assessment.result ?? 'in'}.` : null,
    soulprint.archetype
      ? `Your SoulPrint archetype is ${soulprint.archetype}${soulprint.burnoutType ? `, with a ${soulprint.burnoutType} burnout type` : ''}.`
      : null,
  ].filter(Boolean);
  return [
    text(`${said.join(' ')} What part of that feels most true for you right now?`),
    data('links', { links: [link('See your SoulPrint', '/soulprint-compass'), link('Your Reset Plan', '/my-reset-plan')] }),
  ];
}

export function planParts(facts: MemberFacts): SofiaPart[] {
  const current = facts.edits.find((e) => e.status === 'in_progress' && e.nextModule);
  if (!current?.nextModule) {
    return [
      text('You do not have an Edit on the go right now. Your Reset Plan suggests where to start, based on your assessments.'),
      data('links', { links: [link('Open your Reset Plan', '/my-reset-plan')] }),
    ];
  }
  return [
    text(
      `You have done ${current.completedModules} of ${current.totalModules} modules of “${current.title}”. Next is “${current.nextModule.title}”. Small steps count; would you like to pick it up?`,
    ),
    data('links', { links: [link(`Continue: ${current.nextModule.title}`, CONTENT_PATHS.module(current.slug, current.nextModule.slug))] }),
  ];
}

export function journalParts(facts: MemberFacts): SofiaPart[] {
  const journal = facts.journal;
  const words =
    journal && journal.count > 0
      ? `You have written ${journal.count} journal ${journal.count === 1 ? 'entry' : 'entries'} lately${journal.themes.length ? `, often tagged ${journal.themes.join(', ')}` : ''}. Writing things down can loosen their grip. What would you like to get out of your head today?`
      : 'Your journal is private, and only you can read it. Writing a few lines can loosen a thought’s grip. What would you put down first?';
  return [text(words), data('links', { links: [link('Open your journal', '/wellness-dashboard/journal')] })];
}

export function checkinParts(facts: MemberFacts): SofiaPart[] {
  const c = facts.checkins;
  const words = c
    ? `You have done ${c.count} ${c.count === 1 ? 'check-in' : 'check-ins'} so far; your latest put your ${MEASURE_WORDS.stress} at ${c.measures.stress.latest} and your ${MEASURE_WORDS.energy} at ${c.measures.energy.latest}. A fresh one takes two minutes and helps me follow how you are doing.`
    : 'A check-in takes about two minutes: five quick ratings of your energy, stress, sleep, work and connection. It helps me follow how you are really doing.';
  return [text(words), data('links', { links: [link('Do a check-in', CONTENT_PATHS.checkin())] })];
}
