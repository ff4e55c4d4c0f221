// The actions a score sheet's result offers (engine/present.py: `actions`, Amun-Re's "Start
// the New Kingdom"): a button each, before the exports, labelled in the page's language.

// Left as they are while the list is the same (a result comes with every keystroke). The
// build pre-renders the defaults' actions, off until the engine answers.
export function renderActions(holder, actions) {
  const shown = [...holder.querySelectorAll("[data-result-action]")];
  if (shown.map((b) => `${b.dataset.resultAction}:${b.textContent}`).join() === actions.map((a) => `${a.id}:${a.label}`).join()) {
    for (const button of shown) button.disabled = false; // pre-rendered ones wait for the engine's first answer
    return;
  }
  for (const button of shown) button.remove();
  holder.prepend(
    ...actions.map((action) => {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.resultAction = action.id;
      button.dataset.action = action.id.replaceAll("_", "-");
      button.textContent = action.label;
      return button;
    }),
  );
}
