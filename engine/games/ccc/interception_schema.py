"""The declared scenario of ``ccc/interception``: every key, its range and when it applies.

Maxima: our sources give no counter mix, so the number of fleets and their AF and CF carry
safety bounds, generous for one sea area of a real game.
"""

from __future__ import annotations

from ...messages import N_
from ...schema import REQUIRED, Table, boolean, integer, scenario_table, tables, text
from .common import game_field, modifiers_field, name_field
from .interception_state import PROCEDURE

# Safety bounds (not rules numbers): see docs/scenarios/ccc.md, "Limits".
MAX_FLEETS = 12
MAX_FACTOR = 99
KINDS = ("nation", "pirate", "buccaneer")

FLEET = Table(
    (
        name_field(N_("shown in prompts and the log (default: fleet N); names must differ")),
        text(
            "kind",
            N_("Kind"),
            N_("nation, pirate (veteran and expert) or buccaneer (expert)"),
            default="nation",
            choices=KINDS,
            choice_labels={
                "nation": N_("a nation's fleet"),
                "pirate": N_("pirate fleet"),
                "buccaneer": N_("buccaneer fleet"),
            },
            rule="ccc 004 order",
        ),
        boolean(
            "activated",
            N_("Activated"),
            N_("the fleet that moves or is activated; exactly one fleet is"),
            default=False,
            rule="ccc 004 order",
        ),
        boolean(
            "treasure",
            N_("Treasure fleet"),
            N_("a nation's treasure fleet (expert game): it may not start an attempt"),
            default=False,
            rule="ccc 004 order",
        ),
        integer(
            "af",
            N_("Attack factor"),
            N_("needed for every pirate fleet when there are several: the highest AF goes first"),
            default=None,
            maximum=MAX_FACTOR,
            bound="safety",
            rule="ccc 004 order",
        ),
        integer(
            "cf",
            N_("Combat factor"),
            N_("needed for every fleet when a pirate fleet is listed: pirates compare CF"),
            default=None,
            maximum=MAX_FACTOR,
            bound="safety",
            rule="ccc 004 pirates",
        ),
        modifiers_field(
            N_("INT DR modifiers from your game's interception chart"),
            ("active", "passive"),
            "applies",
            "ccc 004 int-dr",
        ),
    )
)

SCHEMA = scenario_table(
    PROCEDURE,
    game_field(),
    tables(
        "fleets",
        N_("Fleets"),
        N_("the activated fleet and the fleets in the area that are hostile to it"),
        FLEET,
        default=REQUIRED,
        min_items=2,
        max_items=MAX_FLEETS,
        bound="safety",
        few=N_("needs at least two fleets: the activated one and another"),
    ),
)
