// A score sheet's notice: its latest news (a game copied, deleted in another tab…) and,
// while the game cannot be kept (storage refused, or a save failed), how to keep it: the
// full sheet on the site with this game in its address (from a club's frame only), or the
// CSV. A failed save is told once; a later one that works takes the warning back.
import { flatten } from "./url-state.js";

export class SheetNotice {
  // `host`: the sheet's SheetHost (score-sheet.js); `kept`: whether the browser keeps data.
  constructor(panel, host, kept) {
    this.panel = panel;
    this.host = host;
    this.kept = kept;
    this.message = null; // the current news (a key of the interface texts)
    this.trouble = kept ? null : "unavailable"; // or "failed": a save failed
    this.keeper = null; // the club page's host, where it keeps the games for us
  }

  // Storage refused here, the club's page (its embed.js) keeps the games: say where.
  keptBy(where) {
    [this.kept, this.trouble, this.keeper] = [true, null, where];
    this.render();
  }

  show(name) {
    this.message = name;
    this.render();
  }

  render() {
    const text = this.host.text;
    const note = this.panel.querySelector("[data-sheet-notice]");
    const parts = this.message ? [text(this.message)] : [];
    if (this.keeper) parts.push(...(parts.length ? [" "] : []), text("kept_by_page").replace("{site}", this.keeper));
    // A sandboxed frame of an opaque origin (WordPress's pasted link): no storage, no new
    // window, no download; the address of the game on the site is given to copy instead.
    const sealed = self.origin === "null";
    if (this.trouble && sealed) {
      const address = document.createElement("input");
      [address.readOnly, address.type, address.className] = [true, "text", "calc-sealed-address"];
      address.dataset.fullSheet = "";
      address.setAttribute("aria-label", text("open_full_sheet"));
      parts.push(...(parts.length ? [" "] : []), text("not_kept_sealed"), " ", address);
    } else if (this.trouble) {
      const framed = window.parent !== window;
      const reason = this.trouble === "failed" ? "save_failed" : framed ? "not_kept_framed" : "not_kept";
      if (parts.length) parts.push(" ");
      parts.push(text(reason));
      if (framed) {
        const link = document.createElement("a");
        link.dataset.fullSheet = "";
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = text("open_full_sheet");
        parts.push(" ", link);
      }
      const download = document.createElement("button");
      download.type = "button";
      download.dataset.action = "download-csv";
      download.textContent = text("download_csv");
      parts.push(" ", download);
    }
    note.replaceChildren(...parts);
    note.hidden = parts.length === 0;
    this.linkFullSheet();
  }

  // The sheet's own page on the site, with this game's inputs as a link (a game of its own there).
  linkFullSheet() {
    const link = this.panel.querySelector("[data-sheet-notice] [data-full-sheet]");
    if (!link) return;
    const address = new URL(`../../../${this.host.lang}/calculators/${this.host.id}/`, import.meta.url);
    address.search = new URLSearchParams(flatten(this.host.game())).toString();
    if (link instanceof HTMLInputElement) link.value = address.href;
    else link.href = address.href;
  }

  // After each write to the storage: whether it worked.
  saved(ok) {
    if (!this.kept) return this.linkFullSheet();
    if (ok === (this.trouble !== "failed")) return;
    this.trouble = ok ? null : "failed";
    this.render();
  }
}
