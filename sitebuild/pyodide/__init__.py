"""The engine and the standard library compiled for Pyodide, and Pyodide's own runtime files."""
