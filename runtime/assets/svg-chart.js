// Charts drawn as inline SVG from data, with no library: a line chart and a horizontal bar chart.
// Each returns a <figure class="chart"> holding the drawing (an <svg role="img"> named by its
// <title> and described by its <desc>) and, visually hidden, a table of every value, which is
// what a screen reader reads. Colours come only from calculator.css (.chart-s1 … .chart-s6,
// defined for Material's light and dark schemes); a series is also told apart by its marker's
// shape and by its name written at the line's end, never by colour alone.
//
//   lineChart({title, description, series, xLabels, format, seriesTitle?, xNames?, xTitle?, yTitle?})
//     → HTMLElement
//     series:  [{name, points: [number | null, …], className?}]; points[i] belongs to
//              xLabels[i]; null leaves a gap (a player absent from a game).
//     xNames:  the columns' heads in the table, when the axis's short labels are not enough
//              (the full date of each game); seriesTitle heads the names' column ("Player").
//     e.g. Carcassonne's score track: a series per player, points = the total after each
//     entry, xLabels = the entries' short names ("1", "2", … or "Final").
//   barChart({title, description, bars, format, nameTitle?, valueTitle?}) → HTMLElement
//     bars:    [{name, value: number, className?, note?}] drawn in the order given (a game's
//              standings: ranked; wins per player: most first); `note` follows the value
//              ("★" beside a winner).
//   Both take `caption: false` to leave out the visible title above the drawing (it is still
//   the drawing's accessible name).
//   `format(number) → string` writes every number (axis ticks, values, the table): pass the
//   page's formatter (present.js, the presenter's rules), never Intl here.
//   Names are drawn as text (textContent), never parsed as markup.
//
// The pure parts (ticks, label spreading, geometry) are exported for the unit tests
// (tests/js/svg-chart.test.mjs).

const SVG = "http://www.w3.org/2000/svg";
export const SERIES_CLASSES = 6; // .chart-s1 … .chart-s6 in calculator.css
export const MARKERS = ["circle", "square", "triangle", "diamond", "down", "cross"];

// The drawing boxes, in SVG units: sized for a 360 px phone (a chart is about 300 px wide
// there, in a list a little less), so one unit is about one pixel and the 12.5-unit text
// (calculator.css) reads as the page's small print.
export const LINE = { width: 300, height: 200, left: 34, right: 80, top: 12, bottom: 28, labelGap: 14 };
export const BAR = { width: 300, row: 28, bar: 18, nameWidth: 92, valueWidth: 58, top: 4 };
const NAME_CHARS = 10; // a name of about this many letters fits the line chart's 80-unit margin

const seriesClass = (series, i) => series.className ?? `chart-s${(i % SERIES_CLASSES) + 1}`;
const finite = (value) => typeof value === "number" && Number.isFinite(value);

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

const round = (n) => Math.round(n * 10) / 10;

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

// DOM

let made = 0; // ids for <title>/<desc>, unique on the page

function el(name, attrs = {}, text) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  if (text !== undefined) node.textContent = text;
  return node;
}

function marker(shape, x, y, className) {
  const r = 3.6;
  const attrs = { class: `chart-marker ${className}` };
  if (shape === "circle") return el("circle", { ...attrs, cx: x, cy: y, r });
  if (shape === "square") return el("rect", { ...attrs, x: x - r, y: y - r, width: 2 * r, height: 2 * r });
  const shapes = {
    triangle: [
      [0, -1.2],
      [1.1, 0.8],
      [-1.1, 0.8],
    ],
    down: [
      [0, 1.2],
      [1.1, -0.8],
      [-1.1, -0.8],
    ],
    diamond: [
      [0, -1.3],
      [1.1, 0],
      [0, 1.3],
      [-1.1, 0],
    ],
    cross: [
      [-0.4, -1.1],
      [0.4, -1.1],
      [0.4, -0.4],
      [1.1, -0.4],
      [1.1, 0.4],
      [0.4, 0.4],
      [0.4, 1.1],
      [-0.4, 1.1],
      [-0.4, 0.4],
      [-1.1, 0.4],
      [-1.1, -0.4],
      [-0.4, -0.4],
    ],
  };
  const points = shapes[shape].map(([dx, dy]) => `${round(x + dx * r)},${round(y + dy * r)}`).join(" ");
  return el("polygon", { ...attrs, points });
}

function frame(kind, { title, description }, width, height) {
  made += 1;
  const svg = el("svg", {
    class: `chart-svg chart-${kind}-chart`,
    viewBox: `0 0 ${width} ${height}`,
    role: "img",
    "aria-labelledby": `chart-${made}-t`,
    "aria-describedby": `chart-${made}-d`,
    focusable: "false",
  });
  svg.append(el("title", { id: `chart-${made}-t` }, title), el("desc", { id: `chart-${made}-d` }, description));
  return svg;
}

// The visually hidden table: a caption, the column heads, a row per series.
function valuesTable(caption, heads, rows) {
  const table = document.createElement("table");
  table.className = "chart-table";
  const cap = document.createElement("caption");
  cap.textContent = caption;
  const head = document.createElement("tr");
  for (const text of heads) {
    // An empty corner is a plain cell: an empty header is one a screen reader cannot name.
    const th = document.createElement(text ? "th" : "td");
    if (text) th.scope = "col";
    th.textContent = text;
    head.append(th);
  }
  const body = document.createElement("tbody");
  for (const [name, ...cells] of rows) {
    const tr = document.createElement("tr");
    const th = document.createElement("th");
    th.scope = "row";
    th.textContent = name;
    tr.append(th);
    for (const text of cells) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    body.append(tr);
  }
  const thead = document.createElement("thead");
  thead.append(head);
  table.append(cap, thead, body);
  return table;
}

// The title shown above the drawing unless `caption: false` (a chart whose place already says
// what it is). The table sits in a visually hidden box: a table itself grows to its content
// whatever its width, and would widen a phone's page.
function figure(options, svg, table) {
  const fig = document.createElement("figure");
  fig.className = "chart";
  if (options.caption !== false) {
    const caption = document.createElement("figcaption");
    caption.className = "chart-caption";
    caption.textContent = options.title;
    fig.append(caption);
  }
  const hidden = document.createElement("div");
  hidden.className = "chart-values";
  hidden.append(table);
  fig.append(svg, hidden);
  return fig;
}

const NONE = "–"; // a gap in the hidden table

export function lineChart(options) {
  const { title, series, xLabels, format, xTitle = "", yTitle = "" } = options;
  const box = LINE;
  const g = lineGeometry({ series, xLabels }, box);
  const svg = frame("line", options, box.width, box.height);
  const axes = el("g", { class: "chart-axes", "aria-hidden": "true" });
  for (const tick of g.ticks) {
    axes.append(el("line", { class: "chart-grid", x1: box.left, x2: box.width - box.right, y1: tick.y, y2: tick.y }));
    axes.append(el("text", { class: "chart-text", x: box.left - 4, y: tick.y + 4, "text-anchor": "end" }, format(tick.value)));
  }
  for (const label of g.xLabels) {
    const y = box.height - box.bottom + 16;
    axes.append(el("text", { class: "chart-text", x: label.x, y, "text-anchor": "middle" }, label.text));
  }
  if (yTitle) axes.append(el("text", { class: "chart-text chart-axis-title", x: 2, y: box.top - 2 }, yTitle));
  if (xTitle) {
    const attrs = { class: "chart-text chart-axis-title", x: box.width - box.right, y: box.height - 2, "text-anchor": "end" };
    axes.append(el("text", attrs, xTitle));
  }
  svg.append(axes);
  for (const line of g.lines) {
    const group = el("g", { class: `chart-series ${line.className}`, "aria-hidden": "true" });
    for (const d of line.segments) group.append(el("path", { class: "chart-line", d }));
    for (const p of line.points) group.append(marker(line.marker, p.x, p.y, line.className));
    if (line.end) {
      const last = line.points[line.points.length - 1];
      group.append(marker(line.marker, box.width - box.right + 10, line.end.y, line.className));
      if (Math.abs(line.end.y - last.y) > 2 || last.x < box.width - box.right - 1) {
        // A label moved off its line's end, or a line that ends early (a player who missed the
        // last games): a thin leader joins the end to the name.
        const leader = { class: "chart-leader", x1: last.x + 4, y1: last.y, x2: box.width - box.right + 5, y2: line.end.y };
        group.append(el("line", leader));
      }
      const name = el("text", { class: "chart-text chart-name", x: box.width - box.right + 17, y: line.end.y + 4.3 }, line.end.text);
      group.append(name);
    }
    svg.append(group);
  }
  const rows = series.map((s) => [s.name, ...xLabels.map((_, i) => (finite(s.points[i]) ? format(s.points[i]) : NONE))]);
  return figure(options, svg, valuesTable(title, [options.seriesTitle ?? "", ...(options.xNames ?? xLabels)], rows));
}

export function barChart(options) {
  const { title, bars, format, valueTitle = "" } = options;
  const box = BAR;
  const g = barGeometry({ bars }, box);
  const svg = frame("bar", options, box.width, g.height);
  const drawn = el("g", { "aria-hidden": "true" });
  g.bars.forEach((bar, i) => {
    const mid = bar.y + box.row / 2;
    const note = bars[i].note ? ` ${bars[i].note}` : "";
    drawn.append(
      el("text", { class: "chart-text chart-name", x: box.nameWidth - 6, y: mid + 4.5, "text-anchor": "end" }, shortName(bar.name, 12)),
      el("rect", { class: `chart-bar ${bar.className}`, x: bar.x, y: mid - box.bar / 2, width: Math.max(bar.width, 1.5), height: box.bar, rx: 2 }),
      el("text", { class: "chart-text chart-value", x: bar.valueX, y: mid + 4.5 }, finite(bar.value) ? format(bar.value) + note : NONE),
    );
  });
  drawn.append(el("line", { class: "chart-zero", x1: g.zero, x2: g.zero, y1: box.top, y2: g.height - box.top }));
  svg.append(drawn);
  const rows = bars.map((b) => [b.name, (finite(b.value) ? format(b.value) : NONE) + (b.note ? ` ${b.note}` : "")]);
  return figure(options, svg, valuesTable(title, [options.nameTitle ?? "", valueTitle], rows));
}
