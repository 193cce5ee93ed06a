// Starts the app on a page the server drew (docs/decisions/044-start-on-first-use.md, 045). The
// page reads, scrolls and follows its links without the app; its code is fetched once the page has
// shown its largest content, and run when the visitor first reaches for the page (pointer, touch,
// a key or focus). A click on a part the app has not taken over yet is held and given again once it has.
// The server writes this script into the page with the app's entry in data-entry, allowed by its
// hash in the CSP (src/server/platform/inline-assets.ts).
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var doc = document;
  var FIRST_USE = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  var started = false;
  var prefetch = (script.getAttribute('data-prefetch') || '').split(' ').filter(Boolean);

  function addLink(rel, href) {
    var link = doc.createElement('link');
    link.rel = rel;
    link.href = href;
    doc.head.appendChild(link);
  }

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
    // The pages this page fetches ahead (spec 2.9 on the home page; data-prefetch, written by the
    // server): asked for now, so that a link tapped straight away opens a page already on its way.
    // The app's own idle preloading (spec 2.8) follows once it runs.
    prefetch.forEach(function (href) {
      addLink('prefetch', href);
    });
  }

  FIRST_USE.forEach(function (type) {
    window.addEventListener(type, start, { capture: true, passive: true });
  });

  // React marks each element it has taken over with a property of its own.
  function takenOver(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactFiber$') === 0;
    });
  }

  // Gives a held click again once React has taken its element over (a lazily loaded part of the
  // page may come a moment after the rest), or after 5 s at the latest.
  var giving = false;
  function giveAgain(target, tries) {
    if (!target.isConnected) return;
    if (!takenOver(target) && tries < 100) {
      setTimeout(function () {
        giveAgain(target, tries + 1);
      }, 50);
      return;
    }
    giving = true;
    try {
      target.click();
    } finally {
      giving = false;
    }
  }

  // Links work as links; a click on a control (a button, a disclosure, a field, a widget) the app
  // has not taken over yet is held, and given again once it has. Clicks on text are left alone,
  // as are the controls of the start-up failure screen, which is built without React.
  var CONTROL =
    'button, summary, label, input, select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], [role="menuitem"], [role="option"]';
  window.addEventListener(
    'click',
    function (event) {
      var appRoot = doc.getElementById('root');
      if (giving || !appRoot || !(event.target instanceof Element)) return;
      var target = event.target.closest(CONTROL);
      if (!target || !appRoot.contains(target) || target.closest('a[href], .fatal-screen') || takenOver(target)) return;
      event.preventDefault();
      event.stopPropagation();
      start();
      giveAgain(target, 0);
    },
    true,
  );

  // The code is at hand on first use: asked for (fetched, not run) once the page has loaded and
  // shown its largest content, so that its download never competes with what the visitor sees
  // first. Where the browser cannot tell when that was, a second after the load.
  function fetchEntry() {
    addLink('modulepreload', entry);
  }
  function afterLargestPaint(then) {
    var Observer = window.PerformanceObserver;
    var types = (Observer && Observer.supportedEntryTypes) || [];
    var type = types.indexOf('largest-contentful-paint') >= 0 ? 'largest-contentful-paint' : types.indexOf('paint') >= 0 ? 'paint' : '';
    if (!type) {
      setTimeout(then, 1000);
      return;
    }
    var observer = new Observer(function () {
      observer.disconnect();
      setTimeout(then, 0);
    });
    observer.observe({ type: type, buffered: true });
  }
  if (doc.readyState === 'complete') afterLargestPaint(fetchEntry);
  else
    window.addEventListener('load', function () {
      afterLargestPaint(fetchEntry);
    });
})();
