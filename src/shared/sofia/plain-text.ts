/**
 * A member's message as Sofia's small parsers read it: lower case, no apostrophes (straight or
 * curly), every run of other characters one space ("4-7-8" reads "4 7 8", "I’d" reads "id").
 */
export function plainText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02BC`´']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
