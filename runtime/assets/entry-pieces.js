// What each seat has on a Carcassonne feature, as the sheet's `pieces` text keeps it (one field of
// an entry, engine/carcassonne.py reads it): seats in order, separated by ","; a seat is a number
// (followers, farmers, or points given by hand) then its figures' letters: m mayor, w wagon,
// b big follower, h farmhouse. "1,,m": the first seat one knight, the third the mayor.
const LETTERS = "mwbh"; // b: a big follower, which the composer enters as two followers

/** @param {{n: number, m?: boolean, w?: boolean, b?: boolean, h?: boolean}[]} seats
 *  @param {string} allowed the letters this feature takes ("p": a number only) */
export function pieceText(seats, allowed) {
  const text = Array.from(seats, (seat) => {
    if (!seat) return "";
    const figures = [...LETTERS].filter((letter) => allowed.includes(letter) && seat[letter]).join("");
    return `${seat.n > 0 ? seat.n : ""}${figures}`;
  });
  while (text.length && text.at(-1) === "") text.pop();
  return text.join(",");
}

// The text back into seats; what it cannot read counts as nothing (the engine says what is wrong).
export function readPieces(text) {
  return text.split(",").map((part) => {
    const found = /^\s*(\d*)\s*([a-z]*)\s*$/.exec(part.toLowerCase()) ?? ["", "", ""];
    const seat = { n: Number(found[1] || 0) };
    for (const letter of LETTERS) seat[letter] = found[2].includes(letter);
    return seat;
  });
}
