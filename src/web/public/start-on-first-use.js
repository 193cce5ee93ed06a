// Starts the app on a page the server drew (docs/decisions/044-start-on-first-use.md). The page
// reads, scrolls and follows its links without the app; its code is fetched once the page has
// painted and run when the visitor first reaches for the page (pointer, touch, a key or focus).
// A click that comes before the app has taken the page over is held and given again once it has.
// The server writes this script into the page with the app's entry in data-entry, allowed by its
// hash in the CSP (src/server/platform/inline-assets.ts).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var doc = document;
  var root = doc.documentElement;
  var READY = 'data-app-ready';
  var FIRST_USE = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  var started = false;
  var held = null;

  function start() {
    if (started) return;
    started = true;
    FIRST_USE.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    var app = doc.createElement('script');
    app.type = 'module';
    app.src = entry;
    doc.head.appendChild(app);
  }

  FIRST_USE.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });

  // Links work as links; a click on anything else waits for the app, which answers it.
  window.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute(READY)) return;
      var target = event.target;
      while (target && !(target instanceof HTMLElement)) target = target.parentElement;
      if (!target || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      held = target;
      start();
    },
    true,
  );

  new MutationObserver(function (_, observer) {
    if (!root.hasAttribute(READY)) return;
    observer.disconnect();
    var target = held;
    held = null;
    if (target && target.isConnected) target.click();
  }).observe(root, { attributes: true, attributeFilter: [READY] });

  // The code is at hand on first use: asked for once the page has painted, not run.
  requestAnimationFrame(function () {
    setTimeout(function () {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = entry;
      doc.head.appendChild(link);
    }, 0);
  });
})();
