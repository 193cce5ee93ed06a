/**
 * Cosmic coordinates: the sun and moon signs at birth, from the ecliptic longitudes an astronomy
 * library computes (tropical zodiac, 30° per sign from the March equinox). A reflective lens the
 * SoulPrint offers, not science: the pages say so.
 */
export const ZODIAC_SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];

export function signAt(longitudeDegrees: number): ZodiacSign {
  const normalised = ((longitudeDegrees % 360) + 360) % 360;
  return ZODIAC_SIGNS[Math.floor(normalised / 30)]!;
}

/** The birth moment in UTC: the local date and time (noon when unknown) minus the UTC offset. */
export function birthInstant(birthDate: string, birthTime: string | null, utcOffsetMinutes: number): Date {
  const local = Date.parse(`${birthDate}T${birthTime ?? '12:00'}:00Z`);
  return new Date(local - utcOffsetMinutes * 60_000);
}

type Astronomy = typeof import('astronomy-engine');

function signsAt({ EclipticGeoMoon, MakeTime, SunPosition }: Astronomy, instant: Date): { sun: ZodiacSign; moon: ZodiacSign } {
  const time = MakeTime(instant);
  return { sun: signAt(SunPosition(time).elon), moon: signAt(EclipticGeoMoon(time).lon) };
}

export interface CosmicSigns {
  sunSign: ZodiacSign;
  moonSign: ZodiacSign;
  /** No birth time was given and the moon changed sign during that day. */
  moonSignUncertain: boolean;
}

/**
 * The signs at birth. The astronomy library (about 2 MB of the server's memory) is imported on the
 * first call, not when the server starts: few members ever ask (decision 164).
 */
export async function cosmicSigns(input: { birthDate: string; birthTime: string | null; utcOffsetMinutes: number }): Promise<CosmicSigns> {
  const astronomy = await import('astronomy-engine');
  const { sun, moon } = signsAt(astronomy, birthInstant(input.birthDate, input.birthTime, input.utcOffsetMinutes));
  let moonSignUncertain = false;
  if (!input.birthTime) {
    const start = signsAt(astronomy, birthInstant(input.birthDate, '00:00', input.utcOffsetMinutes)).moon;
    const end = signsAt(astronomy, birthInstant(input.birthDate, '23:59', input.utcOffsetMinutes)).moon;
    moonSignUncertain = start !== end;
  }
  return { sunSign: sun, moonSign: moon, moonSignUncertain };
}
