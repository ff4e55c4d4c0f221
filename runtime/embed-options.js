// Embed pages: apply ?lang= and ?theme= before the first paint (a classic, blocking script).
// The site's languages are in the script tag's data-languages (from engine/languages.py).
(function () {
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang");
  var ours = document.currentScript.dataset.languages.split(" ");
  if (ours.indexOf(lang) !== -1) document.documentElement.lang = lang;
  var theme = params.get("theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
})();
