"""Messages for Amun-Re's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {}
