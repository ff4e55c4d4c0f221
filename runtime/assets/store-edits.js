// Changes to a score sheet's store as read (sheet-store.js: {version, current, games, before?}),
// made inside its `update()` by the sheet and by the history page: no storage here. A game taken
// out and put back (Delete and its Undo), a correction undone, and the stamps only the game on
// screen needs.

// A game's stamps serve only while tabs may still be changing it together (mergeGame): the game
// on screen keeps them, every other game sheds them, which halves the bytes of a long history.
// A tab that still changes a game without them wins every value it changes, as it should.
export function compact(store) {
  for (const game of store.games) if (game.gid !== store.current) delete game.stamps;
  if (store.before) {
    const kept = new Set(store.games.map((game) => game.gid));
    for (const gid of Object.keys(store.before)) if (!kept.has(gid)) delete store.before[gid];
    for (const game of Object.values(store.before)) delete game.stamps;
    if (!Object.keys(store.before).length) delete store.before;
  }
  return store;
}

// Takes the game `gid` out of `store`: what its Undo needs ({game, index, wasCurrent}), or null
// when it is not there (deleted already, in another tab). The sheet's Delete and the history's.
export function takeOut(store, gid) {
  const index = store.games.findIndex((g) => g.gid === gid);
  if (index < 0) return null;
  const taken = { game: store.games[index], index, wasCurrent: store.current === gid };
  store.games.splice(index, 1);
  if (taken.wasCurrent) store.current = null;
  return taken;
}

// A game taken out put back where it was, and current again if it was and no game is now;
// false when it is back already (another tab's Undo): no second copy.
export function putBack(store, { game, index, wasCurrent }) {
  if (store.games.some((g) => g.gid === game.gid)) return false;
  store.games.splice(Math.min(index, store.games.length), 0, game);
  if (wasCurrent && store.current === null) store.current = game.gid;
}

// In `store`, the game `gid` put back as it was before its latest correction; false if it has none.
export function restoreBefore(store, gid, found = () => {}) {
  const before = store.before?.[gid];
  const index = store.games.findIndex((g) => g.gid === gid);
  if (!before || index < 0) return false;
  store.games[index] = before;
  delete store.before[gid];
  found(before);
}

// No game current (a new one begun, nothing in it yet); false when none was.
export function leaveCurrent(store) {
  if (store.current === null) return false;
  store.current = null;
}
