// Applies the stored theme before the first paint so dark mode does not flash light.
// The server writes it into the page, allowed by its hash in the CSP. Mirrors src/web/lib/theme.ts.
(function () {
  try {
    var preference = window.localStorage.getItem('recalibrate-theme');
    var dark =
      preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
  } catch (error) {
    // Storage or matchMedia unavailable: keep the light theme.
  }
})();
