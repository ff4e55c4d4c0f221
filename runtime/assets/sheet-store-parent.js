// A score sheet in a club's frame that the browser refuses storage (Chrome incognito, Brave,
// third-party cookies blocked): the club's page keeps the game instead, through our embed.js
// (runtime/club/embed.js), in that page's own storage, which a reload of the page finds again.
// embed.js picks the key itself (this sheet's address and the frame's place on the page), so a
// frame reads and writes its own game only; messages go to the origin that answered, and only
// answers from our parent window, to our latest read, are taken.
const TYPE = "rules-calculators:store";
const HELLO_TYPE = "rules-calculators:hello";
const ASK_AGAIN_MS = [300, 1000, 3000]; // embed.js is loaded async: it may come after us

// A Storage-like view of the one key the parent keeps (`key`); any other key stays in memory.
export class ParentStorage {
  constructor(key, value, parentOrigin, post) {
    this.key = key;
    this.values = new Map(value === null ? [] : [[key, value]]);
    this.parentOrigin = parentOrigin;
    this.post = post;
    this.writes = 0;
  }

  getItem(key) {
    return this.values.get(key) ?? null;
  }

  setItem(key, value) {
    this.values.set(key, String(value));
    if (key === this.key) this.post({ type: TYPE, op: "write", request: ++this.writes, value: String(value) }, this.parentOrigin);
  }

  removeItem(key) {
    this.values.delete(key);
  }
}

// Asks the parent page for the game; `found(storage, where)` once it answers (where: its host).
// Nothing happens where no embed.js answers.
export function keepWithParent(key, found) {
  if (window.parent === window) return;
  const parent = window.parent;
  const post = (message, origin) => parent.postMessage(message, origin);
  let answered = false;
  const ask = () => answered || post({ type: TYPE, op: "read", request: 0 }, "*"); // holds no game
  const timers = ASK_AGAIN_MS.map((ms) => setTimeout(ask, ms));
  window.addEventListener("message", (event) => {
    const data = event.data;
    if (event.source !== parent || !data) return;
    if (data.type === HELLO_TYPE) return ask();
    const valid = data.type === TYPE && data.op === "kept" && data.request === 0;
    if (answered || !valid || !(data.value === null || typeof data.value === "string")) return;
    answered = true;
    for (const timer of timers) clearTimeout(timer);
    const where = typeof data.where === "string" ? data.where : event.origin;
    found(new ParentStorage(key, data.value, event.origin, post), where);
  });
  ask();
}
