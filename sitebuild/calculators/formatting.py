"""Numbers for people, per language. runtime/assets/format.js does the same in the browser:
keep the two in step (tests compare the pre-rendered text with the live one)."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from engine.languages import BY_CODE, plural_form


def _group(digits: str, sep: str) -> str:
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return sep.join(parts)


def format_number(value: float, lang: str, decimals: int = 0) -> str:
    # Half away from zero on the exact binary value, as JavaScript's toFixed rounds.
    text = str(Decimal(abs(value)).quantize(Decimal(1).scaleb(-decimals), rounding=ROUND_HALF_UP))
    whole, _, frac = text.partition(".")
    language = BY_CODE[lang]
    out = _group(whole, language.group) + (language.decimal + frac if frac else "")
    return ("\u2212" if value < 0 and float(text) != 0 else "") + out


def format_value(value: Any, output: dict[str, Any], lang: str) -> str:
    fmt = output.get("format", "number")
    if fmt == "player" and (value is None or value < 0) and output.get("none_label"):
        return output["none_label"][lang]
    if value is None:
        return "—"
    if fmt == "player":
        return output["player_label"][lang].replace("{n}", str(value + 1))
    if fmt == "label":  # an engine key (beer, ore…) shown by its label in the spec's [parts]
        return part_label(value, output.get("labels", {}), lang, 1)
    if fmt == "bool" or isinstance(value, bool):
        return BY_CODE[lang].yes if value else BY_CODE[lang].no
    if fmt == "percent":
        text = format_number(value, lang, output.get("decimals", 1)) + "\u00a0%"
    elif isinstance(value, (int, float)):
        # A whole float (5.0) reaches the browser as 5, so it is shown without decimals there too.
        whole = isinstance(value, int) or value.is_integer()
        text = format_number(value, lang, output.get("decimals", 0 if whole else 2))
    else:
        text = str(value)
    unit = output.get("unit")
    return f"{text}\u00a0{unit[lang]}" if unit else text


def raw_value(value: Any) -> str:
    """The data-value attribute: the engine's value as JSON would write it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))  # JSON carries 5.0 to the browser as 5
    return str(value)


def plural_category(count: Any, lang: str) -> str:
    """CLDR plural category of a whole count (runtime/assets/format.js has the same rules); a count
    that is not a whole number takes the language's last form ("other", "many")."""
    if not isinstance(count, int) or isinstance(count, bool):
        return BY_CODE[lang].plural_forms[-1]
    return plural_form(lang, count)


def part_label(key: str, labels: dict[str, dict[str, Any]], lang: str, count: Any = None) -> str:
    """A breakdown key's label; a label given per plural form agrees with the count."""
    if key not in labels:
        return key.replace("_", " ")
    label = labels[key][lang]
    if isinstance(label, str):
        return label
    category = plural_category(count, lang)
    for choice in (category, "other", "many"):
        if choice in label:
            return label[choice]
    return next(iter(label.values()))


def breakdown_text(parts: list[dict[str, Any]], total: Any, output: dict[str, Any], labels, lang: str) -> str:
    """'3 cities × 4 + 1 castle × 5 = 17': the parts that count, then the total."""
    plain = {"format": "number"}
    terms = []
    for part in parts:
        if not part.get("value") and not part.get("count"):
            continue
        label = part_label(part["key"], labels, lang, part.get("count"))
        value = format_number(part["value"], lang) if isinstance(part.get("value"), (int, float)) else "?"
        if "count" in part and "each" in part:
            terms.append(f"{format_value(part['count'], plain, lang)} {label} × {format_number(part['each'], lang)}")
        elif "count" in part:
            terms.append(f"{format_value(part['count'], plain, lang)} {label} → {value}")
        else:
            terms.append(f"{label} {value}")
    return " + ".join(terms or ["0"]) + " = " + format_value(total, output, lang)
