"""The site build, one subpackage per job:

- `docs/`: each language's Markdown staged for MkDocs (pages, glossary, diagrams, search, theme fixes);
- `calculators/`: the calculator specs, checked against the engine, rendered into widgets and pages;
- `pyodide/`: the engine and the standard library compiled for Pyodide, and Pyodide's own files;
- `hosting/`: what makes the built site servable anywhere (headers, precompressed files, offline);
- `tools/`: serve, bench, audit and check a built site.

`build.py` runs the whole build; `cli.py` holds site-build.py's commands.
"""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent  # the repository
