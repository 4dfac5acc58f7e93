"""Rewrite the generated key tables in docs/scenarios*.md: ``python -m tools.scenario_docs``.

The tables sit between ``<!-- schema: PROCEDURE -->`` and ``<!-- /schema -->`` and come from each
procedure's declared schema; tests/test_schema_outputs.py fails when they disagree.
"""

from __future__ import annotations

from pathlib import Path

from engine import registry
from engine.schema.doctable import refresh

DOCS = Path(__file__).resolve().parent.parent / "docs"


def main() -> None:
    """Refresh every docs page that holds a generated table."""
    for path in [DOCS / "scenarios.md", *sorted((DOCS / "scenarios").glob("*.md"))]:
        text = path.read_text(encoding="utf-8")
        new = refresh(text, lambda pid: spec.schema if (spec := registry.get(pid)) else None)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"updated {path.relative_to(DOCS.parent)}")


if __name__ == "__main__":
    main()
