import type { EnergyClass } from '#shared/flowpath/energy-map';

export const ENERGY_LABELS: Record<number, string> = {
  [-2]: 'Takes a lot',
  [-1]: 'Takes some',
  0: 'Neither',
  1: 'Gives some',
  2: 'Gives a lot',
};
export const IMPORTANCE_LABELS: Record<number, string> = { 1: 'Matters a little', 2: 'Matters somewhat', 3: 'Matters a lot' };

export const CLASS_WORDS: Record<EnergyClass, { title: string; hint: string }> = {
  protect: { title: 'Worth protecting', hint: 'They give you energy and matter to you. Guard their time.' },
  filler: { title: 'Fillers', hint: 'They top you up, even if they matter less. Small doses help on hard days.' },
  steady: { title: 'Steady', hint: 'Neither giving nor taking much.' },
  drainer: { title: 'Drainers', hint: 'They take energy. Could any be reduced, swapped, reshaped or done differently?' },
};
export const CLASS_ORDER: EnergyClass[] = ['protect', 'filler', 'steady', 'drainer'];

export const TREND_WORDS = {
  rising: 'Your check-ins suggest work has been feeling a little better lately.',
  falling: 'Your check-ins suggest work has been feeling harder lately. That is worth keeping in mind as you map your week.',
  steady: 'Your check-ins suggest work has felt about the same lately.',
} as const;
