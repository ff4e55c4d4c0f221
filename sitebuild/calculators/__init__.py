"""The calculator specs, checked against the engine, rendered into widgets and pages."""
