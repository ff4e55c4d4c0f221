// Embed pages: apply ?lang= and ?theme= before the first paint (a classic, blocking script).
// The site's languages are in the script tag's data-languages (from engine/languages.py).
// An embed page holds every language: CSS shows the spans of the page's language, and the
// texts that cannot be spans (attributes, <option>s) come as data-l10n-{what} (sitebuild/
// render.py, l10n): they are put in place once the page is parsed, before its modules run
// (readyState "interactive" comes before deferred scripts), row templates included.
(function () {
  var params = new URLSearchParams(location.search);
  var lang = params.get("lang");
  var ours = document.currentScript.dataset.languages.split(" ");
  // No ?lang= (WordPress's pasted link: one oEmbed for every language): the visitor's own.
  var wanted = lang ? [lang] : navigator.languages || [navigator.language];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i] || "").slice(0, lang ? 99 : 2).toLowerCase();
    if (ours.indexOf(code) !== -1) {
      document.documentElement.lang = code;
      break;
    }
  }
  var theme = params.get("theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  // In a frame: scroll inside it until our embed.js on the host page answers (embed-resize.js).
  if (window.parent !== window) document.documentElement.classList.add("calc-embed-scroll");
  // A sandboxed frame of an opaque origin (WordPress): no downloads there (the CSV is hidden).
  if (self.origin === "null") document.documentElement.classList.add("calc-embed-sealed");

  var ATTRIBUTES = ["aria-label", "placeholder", "title"];
  var SELECTOR = "[data-l10n-text],[data-l10n-aria-label],[data-l10n-placeholder],[data-l10n-title]";

  function pick(node, what) {
    var texts = node.getAttribute("data-l10n-" + what);
    if (texts === null) return null;
    var text = JSON.parse(texts)[document.documentElement.lang];
    return typeof text === "string" ? text : null;
  }

  function localise(root) {
    var nodes = root.querySelectorAll(SELECTOR);
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i];
      var text = pick(node, "text");
      if (text !== null) node.textContent = text;
      for (var j = 0; j < ATTRIBUTES.length; j++) {
        var value = pick(node, ATTRIBUTES[j]);
        if (value !== null) node.setAttribute(ATTRIBUTES[j], value);
      }
    }
    var templates = root.querySelectorAll("template");
    for (var k = 0; k < templates.length; k++) localise(templates[k].content);
  }

  document.addEventListener("readystatechange", function () {
    if (document.readyState === "interactive") localise(document);
  });
})();
