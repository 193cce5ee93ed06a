import type { Practice } from '#shared/edits/definition';

/**
 * The Reset Room's one-minute practices (our own words). Each is a Practice, so the same guides
 * as the Edits' modules run it. Gentle and optional: nothing here is a treatment.
 */
export const ONE_MINUTE_PRACTICES: readonly (Practice & { id: string })[] = [
  {
    id: 'shoulder-drop',
    guide: 'steps',
    title: 'Shoulder drop',
    instructions: 'Stress often lives in our shoulders without us noticing. This lets them come down, on purpose.',
    steps: [
      'Breathe in and slowly lift your shoulders up towards your ears.',
      'Hold them there for a moment. Nothing needs to strain.',
      'Breathe out and let them drop, like setting down a heavy bag.',
      'Do it twice more, a little slower each time.',
      'Notice where your shoulders are now, and let them stay low.',
    ],
  },
  {
    id: 'cold-water',
    guide: 'steps',
    title: 'Cold water on your wrists',
    instructions: 'Many people find a little cold on the skin brings them back into the moment when their thoughts are racing.',
    steps: [
      'Go to a tap, or take something cold from the fridge.',
      'Let cool water run over the insides of your wrists for about thirty seconds, or hold the cold glass against them.',
      'Notice the feeling of the cold. Let your out-breath be slow while you do.',
      'Dry your hands and take one more easy breath before you go back.',
    ],
  },
  {
    id: 'horizon',
    guide: 'timer',
    title: 'Look at the horizon',
    instructions:
      'Go to a window or step outside. Let your eyes rest on the farthest thing you can see: a rooftop, a line of trees, the sky. Let your gaze go soft and wide, so you take in the edges of the view without moving your eyes. Stay with it for one minute.',
    seconds: 60,
  },
  {
    id: 'hands-on-heart',
    guide: 'timer',
    title: 'Hands on your heart',
    instructions:
      'Rest one hand on your chest and the other on your belly. Feel the warmth and gentle weight of your hands. Breathe as you normally would and notice your hands rise and fall. If it feels right, say something kind to yourself, the way you would to a friend.',
    seconds: 60,
  },
];
