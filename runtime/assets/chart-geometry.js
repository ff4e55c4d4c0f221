// The charts' pure part, for svg-chart.js: round ticks, end labels kept apart, names cut to fit,
// and the geometry of lines with gaps and of bars from zero, in drawing units. No DOM, so the unit
// tests (tests/js/chart-geometry.test.mjs) run it under Node.
export const SERIES_CLASSES = 6; // .chart-s1 … .chart-s6 in calculator.css
export const MARKERS = ["circle", "square", "triangle", "diamond", "down", "cross"];
// The polygon markers' corners (x, y pairs) for a marker of radius 1: circle and square are drawn
// as their own elements.
export const MARKER_CORNERS = {
  triangle: [0, -1.2, 1.1, 0.8, -1.1, 0.8],
  down: [0, 1.2, 1.1, -0.8, -1.1, -0.8],
  diamond: [0, -1.3, 1.1, 0, 0, 1.3, -1.1, 0],
  cross: [-0.4, -1.1, 0.4, -1.1, 0.4, -0.4, 1.1, -0.4, 1.1, 0.4, 0.4, 0.4, 0.4, 1.1, -0.4, 1.1, -0.4, 0.4, -1.1, 0.4, -1.1, -0.4, -0.4, -0.4],
};

// The drawing boxes, in SVG units: sized for a 360 px phone (a chart is about 300 px wide
// there, in a list a little less), so one unit is about one pixel and the 12.5-unit text
// (calculator.css) reads as the page's small print.
export const LINE = { width: 300, height: 200, left: 34, right: 80, top: 12, bottom: 28, labelGap: 14 };
export const BAR = { width: 300, row: 28, bar: 18, nameWidth: 92, valueWidth: 58, top: 4 };
const NAME_CHARS = 10; // a name of about this many letters fits the line chart's 80-unit margin

export const seriesClass = (series, i) => series.className ?? `chart-s${(i % SERIES_CLASSES) + 1}`;

// Each player's line or bar in their follower's colour (.chart-follower-* in calculator.css), as
// on the board, when every player has a colour of their own; else null, and the charts' palette
// serves (two players in one colour, or none, would read as one).
export function followerClasses(colours) {
  const own = colours.length > 0 && colours.every((c) => c && c !== "none") && new Set(colours).size === colours.length;
  return own ? colours.map((c) => `chart-follower-${c}`) : null;
}
export const finite = (value) => typeof value === "number" && Number.isFinite(value);

// Round tick values from `low` to `high` (about `count` steps of 1, 2, 2.5 or 5 × 10^n),
// covering both ends; zero is always on the axis so that bars and totals are not exaggerated.
// `whole`: the values are whole numbers (points), so are the ticks (no "7.5 points").
export function niceTicks(low, high, count = 4, whole = false) {
  let [min, max] = [Math.min(0, low), Math.max(0, high)];
  if (min === max) max = min + 1; // every value 0: an axis of 0…1
  const raw = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw && (!whole || Number.isInteger(s)));
  const ticks = [];
  for (let k = Math.floor(min / step); ; k++) {
    const v = Number((k * step).toPrecision(12)); // 0.30000000000000004 → 0.3
    ticks.push(v);
    if (v >= max) break;
  }
  return ticks;
}

// End labels that would overlap moved apart: `ys` (the lines' last points, in drawing units)
// → positions at least `gap` apart, each as near its own y as the others allow, kept within
// [top, bottom] while there is room. Order by y is kept.
export function spreadLabels(ys, gap, top, bottom) {
  const order = ys.map((y, i) => [y, i]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const placed = order.map(([y]) => Math.min(Math.max(y, top), bottom));
  for (let i = 1; i < placed.length; i++) placed[i] = Math.max(placed[i], placed[i - 1] + gap);
  const over = placed.length ? placed[placed.length - 1] - bottom : 0;
  if (over > 0) {
    placed[placed.length - 1] -= over;
    for (let i = placed.length - 2; i >= 0; i--) placed[i] = Math.min(placed[i], placed[i + 1] - gap);
  }
  const out = new Array(ys.length);
  order.forEach(([, i], k) => {
    out[i] = placed[k];
  });
  return out;
}

// A name cut to `most` characters with an ellipsis (whole characters, not UTF-16 halves).
export function shortName(name, most = NAME_CHARS) {
  const chars = [...name];
  return chars.length <= most ? name : `${chars.slice(0, most - 1).join("")}…`;
}

// Which x labels to write when there are more than fit: every k-th, always the last.
export function labelledIndexes(count, most) {
  if (count <= most) return [...Array(count).keys()];
  const step = Math.ceil((count - 1) / (most - 1));
  const picked = [];
  for (let i = 0; i < count - 1; i += step) picked.push(i);
  if (count - 1 - picked[picked.length - 1] <= step / 2) picked.pop(); // the last would crowd it
  return [...picked, count - 1];
}

export const round = (n) => Math.round(n * 10) / 10;

// The line chart's geometry: {ticks: [{value, y}], xs: [x], xLabels: [{x, text}], lines:
// [{name, className, marker, points: [{x, y, value}], segments: ["M…L…"], end: {x, y, text}}]}.
export function lineGeometry({ series, xLabels }, box = LINE) {
  const values = series.flatMap((s) => s.points.filter(finite));
  const [low0, high0] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 0];
  const ticks = niceTicks(low0, high0, 4, values.every(Number.isInteger));
  const [low, high] = [ticks[0], ticks[ticks.length - 1]];
  const [x0, x1] = [box.left, box.width - box.right];
  const [y0, y1] = [box.height - box.bottom, box.top];
  const count = Math.max(xLabels.length, ...series.map((s) => s.points.length));
  const xAt = (i) => round(count > 1 ? x0 + ((x1 - x0) * i) / (count - 1) : (x0 + x1) / 2);
  const yAt = (v) => round(y0 - ((y0 - y1) * (v - low)) / (high - low));
  const lines = series.map((s, i) => {
    const points = [];
    const segments = [];
    let run = "";
    s.points.forEach((value, k) => {
      if (!finite(value)) {
        if (run) segments.push(run);
        run = "";
        return;
      }
      const point = { x: xAt(k), y: yAt(value), value };
      points.push(point);
      run += `${run ? "L" : "M"}${point.x} ${point.y}`;
    });
    if (run) segments.push(run);
    return { name: s.name, className: seriesClass(s, i), marker: MARKERS[i % MARKERS.length], points, segments };
  });
  const drawn = lines.filter((line) => line.points.length);
  const ends = spreadLabels(
    drawn.map((line) => line.points[line.points.length - 1].y),
    box.labelGap,
    box.top + 4,
    box.height - box.bottom,
  );
  drawn.forEach((line, k) => {
    const last = line.points[line.points.length - 1];
    line.end = { x: round(last.x + 8), y: round(ends[k]), text: shortName(line.name) };
  });
  const xs = [...Array(count).keys()].map(xAt);
  const most = Math.max(2, Math.floor((x1 - x0) / 44)); // a date ("16. 11.") needs about 44 units
  return {
    ticks: ticks.map((value) => ({ value, y: yAt(value) })),
    xs,
    xLabels: labelledIndexes(xLabels.length, most).map((i) => ({ x: xs[i], text: xLabels[i] })),
    lines,
  };
}

// The bar chart's geometry: {height, zero, bars: [{name, value, className, x, width, y, valueX}]};
// bars grow from zero (a negative total grows left of it).
export function barGeometry({ bars }, box = BAR) {
  const values = bars.map((b) => b.value).filter(finite);
  const [low, high] = [Math.min(0, ...values), Math.max(0, ...values)];
  const x0 = box.nameWidth;
  const span = box.width - box.valueWidth - x0;
  const scale = (v) => (high === low ? 0 : (span * (v - low)) / (high - low));
  const zero = round(x0 + scale(0));
  return {
    height: box.top * 2 + bars.length * box.row,
    zero,
    bars: bars.map((b, i) => {
      const end = round(x0 + scale(finite(b.value) ? b.value : 0));
      return {
        name: b.name,
        value: b.value,
        className: seriesClass(b, i),
        x: Math.min(zero, end),
        width: round(Math.abs(end - zero)),
        y: box.top + i * box.row,
        valueX: round(Math.max(zero, end) + 4),
      };
    }),
  };
}
