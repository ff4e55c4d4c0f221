"""Messages for Catan's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {}
