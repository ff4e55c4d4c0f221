// For club websites: include this script next to calculator <iframe>s from our site, and
// each iframe takes the height of the calculator inside it. Messages are only accepted
// from the origin this script was loaded from, and only for an iframe on this page.
(function () {
  "use strict";
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  var TYPE = "rules-calculators:height";
  window.addEventListener("message", function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || data.type !== TYPE || typeof data.height !== "number") return;
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === event.source) {
        frames[i].style.height = Math.max(100, Math.min(10000, Math.round(data.height))) + "px";
      }
    }
  });
})();
