// One game of the history page's list (history-page.js passes itself as `page`: its texts,
// formatters and remove()): the game's link and date, "edited" when it was corrected, its
// standings as bars once finished (svg-chart.js), else its scores as a line, its verdict, and
// its delete button.
import { followerClasses } from "./chart-geometry.js";
import { isolate } from "./fill-text.js";
import { verdict } from "./game-history.js";
import { barChart } from "./svg-chart.js";

const MARK = "★";

export function gameItem(page, { sheet, game }) {
  const li = document.createElement("li");
  li.dataset.game = game.gid;
  li.dataset.sheet = sheet.id;
  const link = document.createElement("a");
  link.href = `${sheet.href}?game=${encodeURIComponent(game.gid)}`;
  const time = document.createElement("time");
  time.dateTime = game.saved;
  time.textContent = page.date(game.saved);
  link.append(`${sheet.game}, `, time);
  const head = document.createElement("p");
  head.className = "history-game";
  head.append(link);
  if (typeof game.edited === "string" && !Number.isNaN(Date.parse(game.edited))) {
    // Corrected after it was played (score-sheet.js stamps `edited`): said beside it.
    const edited = document.createElement("span");
    edited.className = "history-edited";
    const when = document.createElement("time");
    when.dateTime = game.edited;
    when.textContent = page.date(game.edited);
    const [before, after] = page.text("history_edited").split("{date}");
    edited.append(before, when, after ?? "");
    head.append(" ", edited);
  }
  const remove = document.createElement("button");
  remove.type = "button";
  remove.className = "history-delete";
  remove.textContent = page.text("delete_game");
  remove.setAttribute("aria-label", page.text("history_delete", { game: page.named(sheet, game) }));
  remove.addEventListener("click", () => page.remove(sheet, game.gid));
  const found = verdict(game, page.seat);
  const said = document.createElement("p");
  said.className = "history-verdict";
  said.dataset.verdict = found.kind;
  said.textContent = verdictText(page, found);
  if (game.finished !== false && Array.isArray(game.scores) && game.scores.some((s) => s.total !== null)) {
    li.append(head, standingsChart(page, sheet, game), said, remove);
    return li;
  }
  const scores = document.createElement("p");
  scores.className = "history-scores";
  if (found.kind === "unscored") {
    const names = (game.inputs.players ?? []).map((p, i) => isolate(p.name || page.seat(i + 1)));
    scores.textContent = `${names.join(", ")} (${page.text("history_unscored")})`;
  } else {
    // A no-break space keeps each name with its total on a narrow screen: the line breaks between players.
    scores.textContent = game.scores
      .map((s) => `${isolate(s.name || page.seat(s.seat))}\u00a0${s.total === null ? "–" : page.number(s.total)}`)
      .join(" · ");
  }
  li.append(head, scores, ...(found.kind === "unscored" ? [] : [said]), remove);
  return li;
}

// A finished game's standings as bars, in the order kept (ranked), ★ beside each winner; in the
// followers' colours where the game kept one for each player (Carcassonne).
function standingsChart(page, sheet, game) {
  const players = Array.isArray(game.inputs?.players) ? game.inputs.players : [];
  const classes = followerClasses(players.map((player) => player?.colour));
  return barChart({
    title: page.text("history_standings_chart", { game: page.named(sheet, game) }),
    caption: false, // the game's link above it says which game it is
    description: page.text("history_standings_chart_note"),
    nameTitle: page.text("history_player"),
    valueTitle: page.text("history_points"),
    bars: game.scores.map((s) => ({
      name: isolate(s.name || page.seat(s.seat)),
      value: s.total,
      note: s.won ? MARK : "",
      ...(classes?.[s.seat - 1] ? { className: classes[s.seat - 1] } : {}),
    })),
    format: page.number,
  });
}

function verdictText(page, { kind, names }) {
  const listed = names.map(isolate).join(", ");
  if (kind === "won") return `${MARK} ${page.text(names.length > 1 ? "shared_line" : "winner_line", { names: listed })}`;
  if (kind === "leads") return page.text("history_leads", { names: listed });
  return page.text("no_winner_yet");
}
