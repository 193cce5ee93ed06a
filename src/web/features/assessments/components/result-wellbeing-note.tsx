import { HeartHandshake } from 'lucide-react';
import { useEffect } from 'react';
import { markDistress } from '#web/lib/distress';

/** WHO-5 reference point (SCIENCE.md): a low well-being score suggests a talk with a professional. */
export function ResultWellbeingNote() {
  // Issue 16: a low well-being score keeps the gentle tone and "Need help now?" for the session.
  useEffect(() => markDistress(), []);
  return (
    <section aria-labelledby="result-wellbeing-heading" className="flex gap-4 rounded-card border border-accent/60 bg-accent/10 p-6">
      <HeartHandshake aria-hidden="true" strokeWidth={1.75} className="mt-1 size-6 shrink-0 text-accent-text" />
      <div className="flex flex-col gap-2">
        <h2 id="result-wellbeing-heading" className="text-xl font-semibold">
          Your well-being score is low right now
        </h2>
        <p>
          Scores like this on the WHO-5 well-being questions are a good reason to talk with someone who can help: your doctor, a therapist
          or counsellor, or another health professional you trust. This is not a diagnosis, and it says nothing about your worth. It is a
          signal that you deserve more support than you may be getting.
        </p>
      </div>
    </section>
  );
}
