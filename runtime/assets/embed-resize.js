// Embed pages: tell the host page our height whenever it changes, so that the host's
// embed.js can size the <iframe> to fit (no scroll bar inside a club's page).
export const MESSAGE_TYPE = "rules-calculators:height";

export function reportHeight() {
  if (window.parent === window) return;
  const calculator = document.querySelector("form[data-calculator]")?.dataset.calculator ?? "";
  let last = 0;
  const post = () => {
    const height = Math.ceil(document.documentElement.scrollHeight);
    if (height === last) return;
    last = height;
    // The height is not secret; the host checks our origin before it uses it.
    window.parent.postMessage({ type: MESSAGE_TYPE, calculator, height }, "*");
  };
  new ResizeObserver(post).observe(document.body);
  post();
}
