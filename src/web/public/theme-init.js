// Runs before the first paint. Applies the stored theme so dark mode does not flash light, and
// marks a browser that has already answered the cookie banner, so a server-drawn page never shows
// it (docs/decisions/044-start-on-first-use.md, 163-public-pages-as-documents.md). The server
// writes it into the page, allowed by its hash in the CSP. Mirrors src/web/lib/theme.ts and src/web/lib/consent-check.ts.
(function () {
  var root = document.documentElement;
  try {
    var preference = window.localStorage.getItem('recalibrate-theme');
    var dark =
      preference === 'dark' ||
      (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.toggle('dark', dark);
  } catch (error) {
    // Storage or matchMedia unavailable: keep the light theme.
  }
  try {
    var storage = window.localStorage;
    if (storage.getItem('privacy_consent_given') !== null || storage.getItem('privacy_consent_choice') !== null) {
      root.setAttribute('data-consent-answered', '');
    }
  } catch (error) {
    // Storage unavailable: the app decides once it runs.
  }
  // Issue 25: the browser's install offer may come before the app runs. It is kept for the calm
  // install card (src/web/components/install), which decides when to show it (spec 4).
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.__installPrompt = event;
  });
})();
