"""Messages for Carcassonne: Abbey & Mayor's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {}
