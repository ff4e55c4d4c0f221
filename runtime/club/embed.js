// For club websites: include this script next to calculator <iframe>s from our site.
// - Each iframe takes the height of the calculator inside it (and is told so: it then grows
//   instead of scrolling inside itself).
// - A score sheet whose frame the browser refuses storage keeps its game here, in this page's
//   own storage: one game per sheet frame (by the frame's address and its place among the
//   frames of that sheet on this page), nothing else read or written.
// Messages are only accepted from the origin this script was loaded from, and only from an
// iframe on this page; answers go to that origin only.
(function () {
  "use strict";
  var script = document.currentScript;
  var origin = new URL(script ? script.src : location.href).origin;
  var HEIGHT = "rules-calculators:height";
  var STORE = "rules-calculators:store";
  var MAX_GAME = 500000; // characters: a dozen saved games are a few kB

  function ours(frame) {
    try {
      return new URL(frame.src, location.href).origin === origin;
    } catch (_e) {
      return false;
    }
  }

  function frameOf(source) {
    var frames = document.getElementsByTagName("iframe");
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source && ours(frames[i])) return frames[i];
    }
    return null;
  }

  // This page's key for a sheet frame: the sheet's address and its place among this page's
  // frames of the same sheet (two of one sheet keep two games).
  function storeKey(frame) {
    var path = new URL(frame.src, location.href).pathname;
    var frames = document.getElementsByTagName("iframe");
    var place = 0;
    for (var i = 0; i < frames.length && frames[i] !== frame; i++) {
      if (ours(frames[i]) && new URL(frames[i].src, location.href).pathname === path) place++;
    }
    return "rules-calculators:" + origin + path + "#" + place;
  }

  function storage() {
    try {
      return window.localStorage;
    } catch (_e) {
      return null;
    }
  }

  function keep(frame, data, source) {
    var local = storage();
    if (!local) return; // no answer: the sheet says it keeps nothing
    var key = storeKey(frame);
    var answer = { type: STORE, op: "kept", request: data.request, value: null, where: location.host };
    try {
      if (data.op === "write" && typeof data.value === "string" && data.value.length <= MAX_GAME) {
        local.setItem(key, data.value);
      } else if (data.op === "read") {
        answer.value = local.getItem(key);
      } else {
        return;
      }
    } catch (_e) {
      answer.op = "refused"; // full, or revoked meanwhile
    }
    source.postMessage(answer, origin);
  }

  window.addEventListener("message", function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    var frame = data && frameOf(event.source);
    if (!frame) return;
    if (data.type === HEIGHT && typeof data.height === "number") {
      frame.style.height = Math.max(100, Math.min(10000, Math.round(data.height))) + "px";
      event.source.postMessage({ type: "rules-calculators:sized" }, origin);
    } else if (data.type === STORE && (data.op === "read" || data.op === "write") && typeof data.request === "number") {
      keep(frame, data, event.source);
    }
  });

  // Frames that spoke before this script loaded are asked to speak again; frames not loaded
  // yet get the permission to copy (the snippet asks for it too).
  var frames = document.getElementsByTagName("iframe");
  for (var i = 0; i < frames.length; i++) {
    if (!ours(frames[i])) continue;
    var allow = frames[i].getAttribute("allow") || "";
    if (allow.indexOf("clipboard-write") === -1) {
      frames[i].setAttribute("allow", (allow ? allow + "; " : "") + "clipboard-write");
    }
    if (frames[i].contentWindow) frames[i].contentWindow.postMessage({ type: "rules-calculators:hello" }, origin);
  }
})();
