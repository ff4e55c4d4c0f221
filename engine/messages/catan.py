"""Messages for Catan's rule checks."""

MESSAGES: dict[str, dict[str, str]] = {
    "catan_number_token": {
        "en": "Number tokens show 2 to 6 or 8 to 12; enter 0 for the desert or the sea.",
        "cs": "Žetony s čísly nesou 2 až 6 nebo 8 až 12; pro poušť nebo moře zadejte 0.",
        "ru": "На жетонах с числами стоят 2–6 или 8–12; для пустыни или моря введите 0.",
    },
}
