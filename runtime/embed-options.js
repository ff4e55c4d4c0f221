// Embed pages: apply ?lang= and ?theme= before the first paint (a classic, blocking script).
(function () {
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang");
  if (lang === "en" || lang === "cs" || lang === "ru") document.documentElement.lang = lang;
  var theme = params.get("theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
})();
