import type { SofiaCrisisLine } from '#shared/contracts/sofia';

/**
 * The crisis lines Sofia shows (issue 20, SOFIA.md): 988 by call or text and HOME to 741741 in
 * the US, 988 in Canada, 116 123 in the UK and Ireland, 112 and findahelpline.com elsewhere. The
 * member's region comes first; every line is always listed, since the region is only a guess.
 */
export const SOFIA_REGIONS = ['us', 'canada', 'uk-ireland', 'elsewhere'] as const;
export type SofiaRegion = (typeof SOFIA_REGIONS)[number];

export const REGION_NAMES: Record<SofiaRegion, string> = {
  us: 'United States',
  canada: 'Canada',
  'uk-ireland': 'United Kingdom and Ireland',
  elsewhere: 'Anywhere else',
};

const LINES: Record<SofiaRegion, SofiaCrisisLine[]> = {
  us: [
    { label: '988 Suicide & Crisis Lifeline (United States)', contact: 'Call or text 988', href: 'tel:988' },
    { label: 'Crisis Text Line (United States)', contact: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' },
  ],
  canada: [{ label: '9-8-8 Suicide Crisis Helpline (Canada)', contact: 'Call or text 988', href: 'tel:988' }],
  'uk-ireland': [{ label: 'Samaritans (UK and Ireland)', contact: 'Call 116 123, free, day or night', href: 'tel:116123' }],
  elsewhere: [
    { label: 'Emergency services (Europe and many other countries)', contact: 'Call 112', href: 'tel:112' },
    {
      label: 'Find A Helpline',
      contact: 'Find a free, confidential line in your country at findahelpline.com',
      href: 'https://findahelpline.com',
    },
  ],
};

const CANADIAN_ZONES =
  /^America\/(Toronto|Montreal|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Yellowknife|Iqaluit|Dawson_Creek|Dawson|Fort_Nelson|Creston|Swift_Current|Rankin_Inlet|Resolute|Cambridge_Bay|Inuvik|Atikokan|Blanc-Sablon|Nipigon|Thunder_Bay|Rainy_River|Pangnirtung)$/;

/** The region a browser's time zone points to ("America/Chicago" → us), or null when it says nothing. */
export function regionOfTimeZone(timeZone: string | undefined): SofiaRegion | null {
  if (!timeZone) return null;
  if (CANADIAN_ZONES.test(timeZone)) return 'canada';
  if (/^(America\/|US\/|Pacific\/Honolulu$)/.test(timeZone)) return 'us';
  if (/^Europe\/(London|Dublin|Belfast|Guernsey|Jersey|Isle_of_Man)$/.test(timeZone)) return 'uk-ireland';
  return 'elsewhere';
}

/** The region of the first language tag with a country ("en-GB,en;q=0.8" → uk-ireland). */
export function regionOfLanguages(acceptLanguage: string | undefined): SofiaRegion | null {
  const country = /[a-z]{2,3}-([A-Za-z]{2})\b/.exec(acceptLanguage ?? '')?.[1]?.toUpperCase();
  if (!country) return null;
  if (country === 'US') return 'us';
  if (country === 'CA') return 'canada';
  if (country === 'GB' || country === 'IE') return 'uk-ireland';
  return 'elsewhere';
}

export function sofiaRegion(hints: { timeZone?: string; acceptLanguage?: string }): SofiaRegion {
  return regionOfTimeZone(hints.timeZone) ?? regionOfLanguages(hints.acceptLanguage) ?? 'elsewhere';
}

/** Every line, the region's first. */
export function crisisLinesFor(region: SofiaRegion): SofiaCrisisLine[] {
  return [region, ...SOFIA_REGIONS.filter((r) => r !== region)].flatMap((r) => LINES[r]);
}
