"""A slow phone on mobile data, for the bench and the tests: one shared ~10 Mbit/s link for
every request a server answers, and every core kept busy. Chrome's own CPU and network
throttling does not reach a SharedWorker, so both are done from outside."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Iterator

PHONE_RATE = 10_000_000 / 8  # bytes per second
CHUNK = 16 * 1024


class Link:
    """Bytes leave at `rate` bytes per second, all connections together."""

    def __init__(self, rate: float = PHONE_RATE) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.free_at = 0.0

    def send(self, size: int) -> None:
        with self.lock:
            start = max(time.monotonic(), self.free_at)
            self.free_at = start + size / self.rate
            wait = self.free_at - time.monotonic()
        if wait > 0:
            time.sleep(wait)

    def copy(self, source, outputfile) -> int:
        """http.server's copyfile through this link; returns the bytes sent."""
        sent = 0
        while block := source.read(CHUNK):
            self.send(len(block))
            outputfile.write(block)
            sent += len(block)
        return sent


def _spin() -> None:
    while True:
        pass


@contextlib.contextmanager
def busy_cpus() -> Iterator[None]:
    """Keep every core busy (a phone's CPU is slower than this machine's)."""
    hogs = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(os.cpu_count() or 2)]
    for hog in hogs:
        hog.start()
    try:
        yield
    finally:
        for hog in hogs:
            hog.kill()
            hog.join()
