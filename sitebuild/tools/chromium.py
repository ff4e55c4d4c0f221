"""How the tests and the bench start Debian's Chromium (never a downloaded browser)."""

EXECUTABLE = "/usr/bin/chromium"
# Headless on a machine with no GPU and no network but 127.0.0.1: without the
# background-networking flags Chromium keeps calling Google's hosts.
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
