import { allItems, type AssessmentDefinition, type Item, type Scale, type Section } from '#shared/assessments/definition';
import type { AnswerValue, Answers } from '#shared/assessments/scoring';
import type { FieldError } from '#web/lib/api-client';

/** One screen of the player: up to `perScreen` items of one section (a screen never spans two sections). */
export interface QuizScreen {
  section: Section;
  items: Item[];
  /** Index in the flat item list of the screen's first item (what the server keeps as `position`). */
  firstItemIndex: number;
  /** The screen opens its section: the section title and intro show in full. */
  startsSection: boolean;
}

export function buildScreens(definition: Pick<AssessmentDefinition, 'sections' | 'perScreen'>): QuizScreen[] {
  const perScreen = Math.max(1, definition.perScreen);
  const screens: QuizScreen[] = [];
  let itemIndex = 0;
  for (const section of definition.sections) {
    for (let start = 0; start < section.items.length; start += perScreen) {
      const items = section.items.slice(start, start + perScreen);
      screens.push({ section, items, firstItemIndex: itemIndex, startsSection: start === 0 });
      itemIndex += items.length;
    }
  }
  return screens;
}

/**
 * The screen index for a saved position (an item index). A position past the last item means the
 * review screen, which has the index `screens.length`.
 */
export function screenIndexForPosition(screens: QuizScreen[], position: number): number {
  if (screens.length === 0) return 0;
  const last = screens[screens.length - 1]!;
  if (position >= last.firstItemIndex + last.items.length) return screens.length;
  let index = 0;
  screens.forEach((screen, i) => {
    if (screen.firstItemIndex <= position) index = i;
  });
  return index;
}

/** The position to save for a screen index (the review screen saves the item count). */
export function positionForScreen(screens: QuizScreen[], screenIndex: number): number {
  const screen = screens[screenIndex];
  if (screen) return screen.firstItemIndex;
  return screens.reduce((count, s) => count + s.items.length, 0);
}

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A copy of the answers with one changed; an empty answer (no choice, no words) is removed. */
export function withAnswer(answers: Answers, itemId: string, value: AnswerValue | undefined): Answers {
  const next = { ...answers };
  if (value === undefined || (Array.isArray(value) && value.length === 0) || value === '') delete next[itemId];
  else next[itemId] = value;
  return next;
}

/** Only the answers to items this definition has (a resumed answer may belong to an older version). */
export function knownAnswers(definition: Pick<AssessmentDefinition, 'sections'>, answers: Answers): Answers {
  const ids = new Set(allItems(definition).map((item) => item.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => ids.has(id)));
}

export function answeredCount(definition: Pick<AssessmentDefinition, 'sections'>, answers: Answers): number {
  return allItems(definition).filter((item) => isAnswered(answers[item.id])).length;
}

/** The required items still without an answer, in order. */
export function unansweredItems(definition: Pick<AssessmentDefinition, 'sections'>, answers: Answers): Item[] {
  return allItems(definition).filter((item) => !item.optional && !isAnswered(answers[item.id]));
}

/** The problem+json field errors of a submission (`answers.<itemId>`) by item id. */
export function errorsByItem(fieldErrors: FieldError[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors) {
    const itemId = field.startsWith('answers.') ? field.slice('answers.'.length) : field;
    if (itemId && !(itemId in errors)) errors[itemId] = message;
  }
  return errors;
}

/** The index of the screen holding an item, or -1. */
export function screenOfItem(screens: QuizScreen[], itemId: string): number {
  return screens.findIndex((screen) => screen.items.some((item) => item.id === itemId));
}

/** An answer in words, for the review list ("Often", "Walking, Reading", the text itself). */
export function answerText(scale: Scale | undefined, value: AnswerValue | undefined): string | null {
  if (!isAnswered(value)) return null;
  if (typeof value === 'string') return value;
  const label = (v: number) => scale?.options.find((option) => option.value === v)?.label ?? String(v);
  return Array.isArray(value) ? value.map(label).join(', ') : label(value as number);
}

/**
 * Where Next goes from a screen opened from the review (a Change, an open question, an answer the
 * server asked about): the next screen after it that still has a required question open, or the
 * review (`screens.length`) when none is left, so the person never walks the whole quiz again.
 */
export function nextOpenScreen(screens: QuizScreen[], answers: Answers, from: number): number {
  const open = screens.findIndex(
    (screen, index) => index > from && screen.items.some((item) => !item.optional && !isAnswered(answers[item.id])),
  );
  return open === -1 ? screens.length : open;
}
