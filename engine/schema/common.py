"""The keys every scenario has: ``procedure`` first, ``seed`` last."""

from __future__ import annotations

from ..messages import N_
from .fields import Field, Table, integer, text


def scenario_table(procedure: str, *fields: Field, refused: dict[str, str] | None = None) -> Table:
    """The top-level table of a procedure's scenario: ``procedure``, ``fields``, then ``seed``."""
    return Table(
        (
            text(
                "procedure",
                N_("Procedure"),
                N_("the procedure this scenario sets up (see wartutor procedures)"),
                choices=(procedure,),
            ),
            *fields,
            integer(
                "seed",
                N_("Seed"),
                N_("seed of the engine's own dice; the same seed gives the same rolls"),
                default=0,
                minimum=None,
            ),
        ),
        refused or {},
    )
