/* global document */
// The landing page arrives rendered at build time (decision 035). This starts the app once the
// browser has painted that HTML, so the page shows before any of the app's code is fetched or
// run. The build writes the app's entry and the modules it imports into this element's data
// attributes. An external file because the Content-Security-Policy forbids inline scripts.
(function () {
  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }

  var paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;
  // A page opened in the background is not painted (nor is its first paint reported) until it is
  // shown: it starts at once, as does a browser that cannot tell when the page painted.
  if (!paintTiming || document.visibilityState === 'hidden') {
    start();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState === 'hidden') start();
  });
})();
