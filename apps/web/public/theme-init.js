/* global window, document */
// Applies the stored theme before the first paint, so a dark-theme user never sees a light
// flash. An external file because the Content-Security-Policy forbids inline scripts; the app
// takes over (and may apply the server's preference) once it has loaded.
(function () {
  // The stored choice; without one, the system's dark preference; otherwise light
  // (src/lib/theme/apply-theme.ts, readInitialTheme).
  var stored = null;
  try {
    stored = window.localStorage.getItem('theme');
  } catch {
    // Storage may be unavailable (private mode): no choice is known.
  }
  var systemDark = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
  var theme = stored === 'dark' || stored === 'light' ? stored : systemDark ? 'dark' : 'light';
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#24202A' : '#33A1CC');
})();
