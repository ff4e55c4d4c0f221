"""What a game module registers: one calculator, its inputs and its pure function."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Calculator:
    id: str
    game: str
    inputs: tuple[Any, ...]
    # The scalar outputs every caller may rely on (the public contract); results may hold more.
    outputs: tuple[str, ...]
    compute: Callable[..., dict[str, Any]]

    def describe(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "inputs": {f.name: f.describe() for f in self.inputs},
            "outputs": list(self.outputs),
        }
