// site/index.html: go to the language the browser prefers, if it is one of ours (the page's
// script tag lists them in data-languages, from the language registry, engine/languages.py).
(function () {
  var ours = document.currentScript.dataset.languages.split(" ");
  var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i] || "").slice(0, 2).toLowerCase();
    if (ours.indexOf(code) !== -1) {
      location.replace(code + "/");
      return;
    }
  }
})();
