"""Messages for Hamburg (Stefan Feld)'s rule checks."""

MESSAGES: dict[str, dict[str, str]] = {}
