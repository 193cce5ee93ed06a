/** Shared class names of the home landing sections (one look, written once). */
export const sectionShell = 'mx-auto w-full max-w-6xl px-4 py-16 sm:py-20';
export const sectionTitle = 'text-3xl font-semibold sm:text-4xl';
export const sectionIntro = 'mt-4 max-w-2xl text-lg text-muted-foreground';
export const eyebrow = 'text-sm font-semibold tracking-wide text-accent-text uppercase';
