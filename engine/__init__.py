"""Rules arithmetic of the published games: pure, standard library only.

engine.calculate(calculator_id, inputs) -> dict   JSON-like in, JSON-like out
engine.calculators() -> list[str]                 every calculator id
engine.describe(calculator_id) -> dict            its inputs and outputs
engine.InputError                                 bad input, with .field and .code
"""

from .errors import InputError
from .registry import calculate, calculators, describe

__all__ = ["InputError", "calculate", "calculators", "describe"]
__version__ = "0.1.0"
