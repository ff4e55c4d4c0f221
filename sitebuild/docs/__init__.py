"""Each language's Markdown staged for MkDocs: pages, generated pages, glossary, diagrams, search."""
