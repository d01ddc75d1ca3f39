"""rulebook: a declarative rules interpreter for tabletop games.

The pipeline reads in one direction (see docs/architecture.md):
content (YAML → models) → dsl (parse → nodes → check) → engine (compile → state → apply) → render (Jinja).
"""

__version__ = "0.1.0"
