import { Moon, Sun } from 'lucide-react';
import type { SoulprintResponse } from '#shared/contracts/soulprint';
import { ChangedElsewhereNotice } from '#web/components/changed-elsewhere-notice';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/form-field';
import { LiveNotice } from '#web/components/ui/notice';
import { ApiError } from '#web/lib/api-client';
import { useFollowServer } from '#web/lib/use-follow-server';
import { useZodForm } from '#web/lib/use-zod-form';
import { useSaveCosmicCoordinates } from '../api/save-cosmic-coordinates';
import { CosmicFormSchema, type CosmicFormValues } from './cosmic-form-schema';
import { COSMIC_ANCHOR } from './tracking-targets';

type Astrology = SoulprintResponse['astrology'];

const SIGNS = [
  { body: 'Sun', Icon: Sun, colour: 'text-accent-text', sign: 'sunSign' },
  { body: 'Moon', Icon: Moon, colour: 'text-sofia', sign: 'moonSign' },
] as const;

function Signs({ astrology }: { astrology: NonNullable<Astrology> }) {
  return (
    <div className="flex flex-col gap-3 rounded-card bg-muted p-5" aria-label="Your signs">
      {SIGNS.map(({ body, Icon, colour, sign }) => (
        <p key={body} className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" strokeWidth={1.75} className={`size-5 ${colour}`} />
          <span>
            {body} in <strong>{astrology[sign]}</strong>
          </span>
        </p>
      ))}
      {astrology.moonSignUncertain && (
        <p className="text-sm text-muted-foreground">
          The moon changed sign during that day. Without a birth time we used midday, so your moon sign may be the one before or after{' '}
          {astrology.moonSign}. Add your birth time to be sure.
        </p>
      )}
    </div>
  );
}

const initialValues = (astrology: Astrology): CosmicFormValues => ({
  birthDate: astrology?.birthDate ?? '',
  birthTime: astrology?.birthTime ?? '',
  birthPlace: astrology?.birthPlace ?? '',
});

/**
 * Cosmic Coordinates (PUT /api/soulprint/cosmic-coordinates): birth date required, time and place
 * optional, the UTC offset from this browser for that date. Field errors show under their field and
 * the typed values stay. Says plainly that this is a reflective lens, not science. Coordinates saved
 * in another tab or device (spec 7) fill the form, or wait behind a notice while this person has
 * unsaved edits.
 */
export function CosmicCoordinatesForm({ astrology }: { astrology: Astrology }) {
  const form = useZodForm(CosmicFormSchema, initialValues(astrology));
  const follow = useFollowServer(form, initialValues(astrology));
  const save = useSaveCosmicCoordinates();
  const onSubmit = form.handleSubmit(
    async (input) => {
      const reply = await save.mutateAsync(input);
      follow.saved(initialValues(reply.astrology));
      const signs = reply.astrology;
      form.setNotice({
        tone: 'success',
        message: signs ? `Saved. Your sun is in ${signs.sunSign} and your moon in ${signs.moonSign}.` : 'Saved.',
      });
    },
    (error, fieldsMarked) => {
      if (fieldsMarked) return { tone: 'error', message: 'Please check the fields marked below. What you typed is still there.' };
      if (error instanceof ApiError && error.status === 0) return { tone: 'error', message: error.detail };
      return {
        tone: 'error',
        message: 'We could not save your cosmic coordinates just now. What you typed is still here: please try again in a moment.',
      };
    },
  );

  return (
    <section
      id={COSMIC_ANCHOR}
      aria-labelledby="cosmic-heading"
      className="scroll-mt-24 rounded-card border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <h2 id="cosmic-heading" className="text-2xl font-semibold">
        Cosmic Coordinates
      </h2>
      <p className="mt-3 rounded-lg border-l-4 border-sofia bg-muted/60 px-4 py-3">
        <strong>A reflective lens, not science.</strong> We work out your sun and moon signs from the positions of the sun and moon when you
        were born. What the signs are said to mean is tradition and story, not evidence. Use them as a prompt for reflection if they help;
        your scores and results never depend on them.
      </p>
      {astrology && (
        <div className="mt-5">
          <Signs astrology={astrology} />
        </div>
      )}
      <form ref={form.formRef} noValidate onSubmit={onSubmit} className="mt-6 flex flex-col gap-5" aria-label="Cosmic Coordinates">
        <TextField label="Birth date" type="date" required autoComplete="bday" {...form.text('birthDate')} />
        <TextField
          label="Birth time (optional)"
          type="time"
          hint="If you know it, your moon sign is more certain. We use your device's time zone for that date."
          {...form.text('birthTime')}
        />
        <TextField
          label="Birth place (optional)"
          hint="A town or city, if you like. It is kept with your profile only."
          maxLength={120}
          {...form.text('birthPlace')}
        />
        <ChangedElsewhereNotice what="cosmic coordinates" show={follow.changedElsewhere} onLoad={follow.loadSaved} />
        <LiveNotice notice={form.notice} />
        <Button type="submit" pending={form.busy} className="self-start">
          {form.busy ? 'Saving...' : astrology ? 'Update Cosmic Coordinates' : 'Save Cosmic Coordinates'}
        </Button>
      </form>
    </section>
  );
}
