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
// The pure parts (ticks, label spreading, geometry) are in chart-geometry.js.
import { BAR, LINE, MARKER_CORNERS, barGeometry, finite, lineGeometry, round, shortName } from "./chart-geometry.js";

const SVG = "http://www.w3.org/2000/svg";

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
  const corners = MARKER_CORNERS[shape];
  const points = [];
  for (let i = 0; i < corners.length; i += 2) points.push(`${round(x + corners[i] * r)},${round(y + corners[i + 1] * r)}`);
  return el("polygon", { ...attrs, points: points.join(" ") });
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
