/** Shown on every checkout page while the built-in test provider takes the payments. */
export function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="rounded-card border-2 border-dashed border-accent bg-accent/10 px-4 py-3 text-center"
    >
      <p className="font-semibold tracking-wide">TEST MODE</p>
      <p className="text-sm text-muted-foreground">Payments are simulated. No money moves and no card is needed.</p>
    </div>
  );
}
