import { z } from 'zod';

/** Spec 5 and 9: content at most 10,000 characters without script, javascript: or vbscript:; title required, at most 200, no angle brackets. */
export const CONTENT_MAX = 10_000;
export const TITLE_MAX = 200;

export const TEXT_MESSAGES = {
  contentTooLong: 'Please keep this under 10,000 characters.',
  contentUnsafe: 'Please remove script tags and javascript: or vbscript: links.',
  titleRequired: 'Please add a title.',
  titleTooLong: 'Please keep the title under 200 characters.',
  titleBrackets: 'Please leave out angle brackets (< and >) in the title.',
  controlCharacters: 'Please remove the hidden control characters from this text.',
} as const;

/** Control characters other than tab and line breaks (spec 5's sanitiser strips them; the API refuses them). */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

const UNSAFE = /<\s*\/?\s*script\b|javascript\s*:|vbscript\s*:/i;

/** True when text holds what spec 5 forbids in content. */
export function hasUnsafeContent(text: string): boolean {
  return UNSAFE.test(text);
}

export const contentField = z
  .string()
  .max(CONTENT_MAX, TEXT_MESSAGES.contentTooLong)
  .refine((text) => !hasUnsafeContent(text), TEXT_MESSAGES.contentUnsafe);

export const titleField = z
  .string()
  .trim()
  .min(1, TEXT_MESSAGES.titleRequired)
  .max(TITLE_MAX, TEXT_MESSAGES.titleTooLong)
  .regex(/^[^<>]*$/, TEXT_MESSAGES.titleBrackets);
