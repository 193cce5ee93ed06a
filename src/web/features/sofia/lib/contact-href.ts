/**
 * A link for a crisis line as the server words it: a number to call ("988", "116 123"), a text
 * ("Text HOME to 741741"), a web address ("findahelpline.com"), or nothing for words alone.
 */
export function contactHref(contact: string): string | null {
  const text = /text\s+(\w+)\s+to\s+(\d[\d\s]*)/i.exec(contact);
  if (text) return `sms:${text[2].replace(/\s/g, '')}?&body=${encodeURIComponent(text[1])}`;
  const site = /\b((?:[a-z0-9-]+\.)+(?:com|org|net|uk|ie|ca))\b/i.exec(contact);
  if (site) return `https://${site[1].toLowerCase()}`;
  const number = /\d[\d ]*\d|\d/.exec(contact);
  return number ? `tel:${number[0].replace(/\s/g, '')}` : null;
}
