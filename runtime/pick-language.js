// site/index.html: go to the language the browser prefers, if it is one of ours.
(function () {
  var ours = ["en", "cs", "ru"];
  var wanted = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i] || "").slice(0, 2).toLowerCase();
    if (ours.indexOf(code) !== -1) {
      location.replace(code + "/");
      return;
    }
  }
})();
