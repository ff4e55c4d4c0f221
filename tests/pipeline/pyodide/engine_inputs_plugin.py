"""pytest plugin (`-p tests.pipeline.pyodide.engine_inputs_plugin`): records, as JSON lines in the
file named by ENGINE_INPUTS_FILE, every (calculator, inputs) that the engine's own tests
pass to `engine.calculate`, so test_pyodide_compile.py can replay them inside Pyodide."""

from __future__ import annotations

import json
import os

import engine
import engine.jsonapi
import engine.registry

_real_calculate = engine.registry.calculate
_seen: set[str] = set()


def _recording(calculator_id, inputs):
    try:
        line = json.dumps([calculator_id, json.dumps(inputs)])
    except (TypeError, ValueError):  # not JSON-like: the browser can never send it
        line = None
    if line is not None and line not in _seen:
        _seen.add(line)
        with open(os.environ["ENGINE_INPUTS_FILE"], "a", encoding="utf-8") as out:
            out.write(line + "\n")
    return _real_calculate(calculator_id, inputs)


engine.calculate = engine.registry.calculate = engine.jsonapi.calculate = _recording
