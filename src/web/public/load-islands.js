// Loads the islands of a page the server drew (src/web/entry-islands.tsx, docs/decisions/163-public-pages-as-documents.md)
// once the page has loaded, so that the first paint never waits for their code. Nothing is held:
// until then the page is a plain document whose links work. The server writes this script into the
// page with the islands' entry in data-entry, allowed by its hash in the CSP.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  function load() {
    var islands = document.createElement('script');
    islands.type = 'module';
    islands.src = entry;
    document.head.appendChild(islands);
  }
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load);
})();
