"""The site build: staging the docs, the engine wheel, Pyodide, calculator pages, search."""
