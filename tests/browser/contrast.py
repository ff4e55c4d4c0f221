"""WCAG contrast in the page, for the tests of drawings (test_diagrams.py, test_history_charts.py):
JavaScript defining rgba(computed colour) → [r, g, b, a], over(top, bottom) → the colour seen
when top is laid on bottom, and ratio(a, b) → the contrast ratio of two opaque colours (WCAG 2's
relative luminance). A test's reader starts with it."""

COLOUR_MATH = """
  const rgba = (c) => {
    const m = c.match(/[\\d.]+/g).map(Number);
    return [m[0], m[1], m[2], m.length > 3 ? m[3] : 1];
  };
  const over = (top, bottom) => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  const lum = (c) => {
    const lin = (v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = c.slice(0, 3).map((v) => lin(v / 255));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
"""
