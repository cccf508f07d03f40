/* global window, document */
// Applies the stored theme before the first paint, so a dark-theme user never sees a light
// flash. An external file because the Content-Security-Policy forbids inline scripts; the app
// takes over (and may apply the server's preference) once it has loaded. It also marks a visitor
// remembered as signed in (a stored user), for whom the prerendered sign-in pages show the
// session check instead of their form, and a visitor who has accepted the cookie notice, whose
// prerendered pages never show it (styles.css, decision 041).
(function () {
  var theme = 'light';
  var remembered = false;
  var consented = false;
  try {
    if (window.localStorage.getItem('theme') === 'dark') theme = 'dark';
    remembered = window.localStorage.getItem('grantpilot_user') !== null;
    consented = Boolean(window.localStorage.getItem('cookie_consent'));
  } catch {
    // Storage may be unavailable (private mode): keep the light default.
  }
  var root = document.documentElement;
  if (remembered) root.setAttribute('data-remembered-user', '');
  if (consented) root.setAttribute('data-cookie-consent', '');
  root.classList.toggle('dark', theme === 'dark');
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#24202A' : '#33A1CC');
})();
