// Copying for the reader: onto the clipboard where the browser allows it; where it refuses
// (a site builder's sandboxed frame: "blocked because of a permissions policy"), the text is
// shown in a read-only field, selected, with words that say to copy it. Never prompt(): a
// sandboxed frame without allow-modals ignores it, and the button would do nothing.

// True once on the clipboard; false when the field was shown instead.
// `after`: the element the field follows; `hint`: the "select and copy" words.
export async function copyOrShow(text, after, hint) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    showToCopy(text, after, hint);
    return false;
  }
}

// One field per place, reused: a second refusal shows the newer text in the same field.
export function showToCopy(text, after, hint) {
  let label = after.nextElementSibling;
  if (!label?.matches("[data-copy-field]")) {
    label = document.createElement("label");
    label.className = "calc-copy-field";
    label.dataset.copyField = "";
    label.append(document.createElement("span"), document.createElement("textarea"));
    after.after(label);
  }
  const [words, field] = label.children;
  words.textContent = hint;
  field.readOnly = true;
  field.rows = Math.min(8, text.split("\n").length);
  field.value = text;
  field.focus();
  field.select();
  field.setSelectionRange(0, text.length); // iOS selects nothing with select() alone
}
