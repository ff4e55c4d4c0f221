// Embed pages in a frame: tell the host page our height whenever it changes. Two listeners:
// - our embed.js on a club's page sizes the <iframe> and answers "sized": from then on the
//   page grows to its content (no scroll bar of its own);
// - WordPress's embed script (a pasted link: oEmbed) reads {secret, message: "height", value},
//   the secret coming from our address's "#?secret=…"; it caps the height at 1000 px.
// Until embed.js answers, the page scrolls inside its frame (the class calc-embed-scroll, set by
// embed-options.js before the first paint): a frame of fixed height that cannot scroll itself
// (Google Sites "By URL", WordPress, Discourse) still reaches every box, standings kept in view.
export const MESSAGE_TYPE = "rules-calculators:height";
export const SIZED_TYPE = "rules-calculators:sized"; // embed.js: "I size your frame"
export const HELLO_TYPE = "rules-calculators:hello"; // embed.js, once loaded: "tell me again"
const SCROLLING = "calc-embed-scroll";

// WordPress's secret, or null: "#?secret=abc123" (letters and digits, as WordPress makes it).
export function wordpressSecret(hash) {
  const secret = new URLSearchParams(hash.replace(/^#\??/, "")).get("secret");
  return secret && /^[A-Za-z0-9]{1,64}$/.test(secret) ? secret : null;
}

// The content's height: the document's while it grows, the scrolling host's while it scrolls.
function contentHeight(root, host) {
  if (!root.classList.contains(SCROLLING) || !host) return Math.ceil(root.scrollHeight);
  const top = host.getBoundingClientRect().top + root.scrollTop;
  return Math.ceil(top + host.scrollHeight);
}

export function reportHeight() {
  if (window.parent === window) return;
  const root = document.documentElement;
  const host = document.querySelector(".calc-host");
  const calculator = document.querySelector("form[data-calculator]")?.dataset.calculator ?? "";
  const secret = wordpressSecret(location.hash);
  let last = 0;
  const post = () => {
    const height = contentHeight(root, host);
    if (height === last) return;
    last = height;
    // The height is not secret; the host checks our origin before it uses it.
    window.parent.postMessage({ type: MESSAGE_TYPE, calculator, height }, "*");
    if (secret) window.parent.postMessage({ secret, message: "height", value: height }, "*");
  };
  window.addEventListener("message", ({ source, data }) => {
    if (source !== window.parent || !data) return;
    if (data.type === SIZED_TYPE && root.classList.contains(SCROLLING)) {
      root.classList.remove(SCROLLING); // the frame now grows with us
      last = 0;
      post();
    } else if (data.type === HELLO_TYPE) {
      last = 0; // embed.js loaded after our first report
      post();
    }
  });
  const sizes = new ResizeObserver(post);
  sizes.observe(document.body);
  for (const child of host?.children ?? []) sizes.observe(child);
  post();
}
