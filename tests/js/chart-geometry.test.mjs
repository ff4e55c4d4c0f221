// runtime/assets/chart-geometry.js: the pure parts of the charts (ticks, end labels kept apart,
// the geometry of lines with gaps and of bars from zero), against values worked out by hand.
import assert from "node:assert/strict";
import { test } from "node:test";
import { importRuntime } from "./runtime.mjs";

const { followerClasses, niceTicks, spreadLabels, shortName, labelledIndexes, lineGeometry, barGeometry, LINE, BAR, MARKERS } =
  await importRuntime("chart-geometry.js");

test("ticks are round, start at zero or below and reach the largest value", () => {
  const cases = [
    // [low, high, count, ticks]
    [0, 10, 4, [0, 2.5, 5, 7.5, 10]],
    [3, 97, 4, [0, 25, 50, 75, 100]],
    [0, 0, 4, [0, 0.25, 0.5, 0.75, 1]],
    [12, 12, 4, [0, 5, 10, 15]],
    [-7, 18, 4, [-10, 0, 10, 20]], // 25 / 4 = 6.25: steps of 10
    [0, 0.3, 3, [0, 0.1, 0.2, 0.3]],
    [140, 210, 4, [0, 100, 200, 300]],
    [0, 1, 1, [0, 1]],
  ];
  for (const [low, high, count, ticks] of cases) assert.deepEqual(niceTicks(low, high, count), ticks, `${low}…${high}`);
  // Points are whole: so are their ticks.
  const whole = [
    [0, 10, 4, [0, 5, 10]],
    [0, 0, 4, [0, 1]],
    [0, 3, 4, [0, 1, 2, 3]],
    [6, 140, 4, [0, 50, 100, 150]],
  ];
  for (const [low, high, count, ticks] of whole) assert.deepEqual(niceTicks(low, high, count, true), ticks, `whole ${low}…${high}`);
});

test("end labels are moved apart, keep their order and stay inside the box", () => {
  const cases = [
    // [ys, gap, top, bottom, placed]
    [[50, 100], 12, 0, 200, [50, 100]], // far apart: unmoved
    [[100, 100], 12, 0, 200, [100, 112]], // a tie: the second (by index) goes below
    [[100, 95, 104], 12, 0, 200, [107, 95, 119]],
    [[198, 199], 12, 0, 200, [188, 200]], // at the bottom: pushed up, not out
    [[-5, 3], 12, 0, 200, [0, 12]], // above the top: brought in
    [[], 12, 0, 200, []],
  ];
  for (const [ys, gap, top, bottom, placed] of cases) assert.deepEqual(spreadLabels(ys, gap, top, bottom), placed, ys.join());
});

test("names too long for the margin are cut with an ellipsis, by whole characters", () => {
  assert.equal(shortName("Anna"), "Anna");
  assert.equal(shortName("Konstantinopolis", 12), "Konstantino…");
  assert.equal(shortName("Ярослав Мудрый", 8), "Ярослав…");
  assert.equal([...shortName("😀😀😀😀😀", 3)].length, 3); // never half a surrogate pair
});

test("x labels thin out on a long axis, the last always kept", () => {
  assert.deepEqual(labelledIndexes(4, 7), [0, 1, 2, 3]);
  assert.deepEqual(labelledIndexes(13, 7), [0, 2, 4, 6, 8, 10, 12]);
  assert.deepEqual(labelledIndexes(10, 4), [0, 3, 6, 9]);
  assert.deepEqual(labelledIndexes(11, 4), [0, 4, 10]); // 8 would crowd 10
  assert.deepEqual(labelledIndexes(0, 4), []);
});

test("a line chart: points on the scale, a gap where a value is missing, names at the ends", () => {
  const g = lineGeometry({
    series: [
      { name: "Anna", points: [0, 10, 20] },
      { name: "Ben", points: [5, null, 20], className: "mine" },
      { name: "Nobody", points: [null, null, null] },
    ],
    xLabels: ["1", "2", "3"],
  });
  const [x0, x1] = [LINE.left, LINE.width - LINE.right];
  const [y0, y1] = [LINE.height - LINE.bottom, LINE.top];
  assert.deepEqual(
    g.ticks.map((t) => t.value),
    [0, 5, 10, 15, 20],
  );
  assert.equal(g.ticks[0].y, y0);
  assert.equal(g.ticks[4].y, y1);
  assert.deepEqual(g.xs, [x0, (x0 + x1) / 2, x1]);
  const [anna, ben, nobody] = g.lines;
  assert.deepEqual(anna.segments, [`M${x0} ${y0}L${(x0 + x1) / 2} ${(y0 + y1) / 2}L${x1} ${y1}`]);
  assert.equal(ben.segments.length, 2, "the missing value breaks Ben's line");
  assert.equal(ben.className, "mine");
  assert.equal(anna.className, "chart-s1");
  assert.deepEqual([anna.marker, ben.marker], MARKERS.slice(0, 2));
  // Both end at 20: their names are kept a gap apart.
  assert.equal(Math.abs(anna.end.y - ben.end.y), LINE.labelGap);
  assert.equal(nobody.points.length, 0);
  assert.equal(nobody.end, undefined);
});

test("a line chart with one entry draws its points in the middle", () => {
  const g = lineGeometry({ series: [{ name: "Anna", points: [7] }], xLabels: ["1"] });
  assert.equal(g.lines[0].points[0].x, (LINE.left + LINE.width - LINE.right) / 2);
  assert.equal(g.lines[0].segments.length, 1);
});

test("bars grow from zero, a negative one to the left of it", () => {
  const span = BAR.width - BAR.valueWidth - BAR.nameWidth;
  const g = barGeometry({ bars: [{ name: "A", value: 40 }, { name: "B", value: 20 }, { name: "C", value: 0 }] });
  assert.deepEqual(
    g.bars.map((b) => [b.x, b.width]),
    [
      [BAR.nameWidth, span],
      [BAR.nameWidth, span / 2],
      [BAR.nameWidth, 0],
    ],
  );
  assert.equal(g.zero, BAR.nameWidth);
  assert.equal(g.height, BAR.top * 2 + 3 * BAR.row);
  const negative = barGeometry({ bars: [{ name: "A", value: 30 }, { name: "B", value: -10 }] });
  const zero = BAR.nameWidth + span / 4;
  assert.equal(negative.zero, zero);
  assert.deepEqual([negative.bars[1].x + negative.bars[1].width, negative.bars[0].x], [zero, zero]);
  const none = barGeometry({ bars: [{ name: "A", value: 0 }] });
  assert.ok(none.bars.every((b) => Number.isFinite(b.x) && Number.isFinite(b.width)), "no NaN when every value is 0");
});

test("followers' colours serve only when every player has one of their own", () => {
  assert.deepEqual(followerClasses(["red", "blue"]), ["chart-follower-red", "chart-follower-blue"]);
  assert.equal(followerClasses(["red", "red"]), null); // two players in one colour would read as one
  assert.equal(followerClasses(["red", "none"]), null);
  assert.equal(followerClasses(["red", undefined]), null);
  assert.equal(followerClasses([]), null);
});
