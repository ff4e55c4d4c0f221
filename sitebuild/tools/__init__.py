"""Serve, bench, audit and check a built site (and the Chromium they drive)."""
