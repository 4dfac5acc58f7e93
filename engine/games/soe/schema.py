"""The declared scenario of ``soe/attack``: every key, its range and when it applies.

Maxima: our sources give no counter mix, so every count carries a safety bound, generous for
one region of a real game; a count only adds to a total, so the odds stay instant.
"""

from __future__ import annotations

from ...messages import N_
from ...schema import Table, When, boolean, integer, scenario_table, table, text
from .forces import SHAPES
from .state import PROCEDURE

# Safety bounds (not rules numbers): see docs/scenarios/soe.md, "Limits".
MAX_COUNT = 30
MAX_NEUTRAL_VALUE = 20


def _count(key: str, label: str, help: str, rule: str, **more) -> object:
    return integer(
        key, label, help, default=0, maximum=MAX_COUNT, bound="safety", rule=rule, **more
    )


SIDE = (
    text("name", N_("Name"), N_("the player's name, only for your own reference"), default=""),
    _count(
        "armies",
        N_("Armies"),
        N_("the player's own armies in the region; each one used adds +1 on land"),
        "soe 003 land",
    ),
    _count(
        "fleets",
        N_("Fleets"),
        N_("the player's own fleets in the region; each adds +1 at sea and decides naval support"),
        "soe 003 naval",
    ),
)
SHARED = (
    _count(
        "ally_armies",
        N_("Allied armies"),
        N_("armies that the player's allies already have in the region; +1 each on land"),
        "soe 003 land",
    ),
    _count(
        "ally_fleets",
        N_("Allied fleets"),
        N_("fleets that the player's allies already have in the region; +1 each at sea"),
        "soe 003 naval",
    ),
    _count(
        "navy_training",
        N_("Navy Training tiles"),
        N_("the side with more Navy Training tiles gets +1 at sea"),
        "soe 003 naval",
    ),
    _count(
        "army_training",
        N_("Army Training tiles"),
        N_("the side with more Army Training tiles gets +1 on land"),
        "soe 003 land",
    ),
    _count(
        "sea_alliance_tiles",
        N_("Alliance tiles at sea"),
        N_("Alliance tiles for this region that count in the naval combat, +1 each"),
        "soe 003 naval",
    ),
    _count(
        "land_alliance_tiles",
        N_("Alliance tiles on land"),
        N_("Alliance tiles for this region that count in the land combat, +1 each"),
        "soe 003 land",
    ),
    _count(
        "land_or_sea_alliance_tiles",
        # the tile as the glossary names it (soe.term.land-sea-alliance-tile)
        N_("Land-or-sea Alliance tiles"),
        N_("Alliance tiles the owner counts at sea or on land, chosen before the naval combat"),
        "soe 003 naval",
    ),
    boolean(
        "fight_at_sea",
        N_("Fight at sea"),
        N_("decide now whether this side fights a naval combat; left out, the walkthrough asks"),
        default=None,
        rule="soe 003 naval-support",
    ),
)

ATTACKER = Table(
    SIDE + SHARED, refused={"forts": N_("only the defender scores forts (soe 003 land)")}
)
DEFENDER = Table(
    SIDE
    + (
        _count("forts", N_("Forts"), N_("the defender's forts; +2 each on land"), "soe 003 land"),
        integer(
            "control_markers",
            N_("Control markers"),
            N_(
                "the defender's control markers in the region; with 0 the attacker cannot place one"
            ),
            default=1,
            maximum=MAX_COUNT,
            bound="safety",
            rule="soe 003 control",
        ),
    )
    + SHARED
)
NEUTRAL = Table(
    (
        integer(
            "value",
            N_("Value"),
            N_("the number printed on the neutral country's counter: its defence"),
            maximum=MAX_NEUTRAL_VALUE,
            bound="safety",
            rule="soe 003 neutral",
        ),
        text(
            "shape",
            N_("Shape"),
            N_("the shape around the number on the counter, which decides the winner's gold or VP"),
            default="none",
            choices=SHAPES,
            choice_labels={"none": N_("no shape"), "circle": N_("circle"), "square": N_("square")},
            rule="soe 003 neutral",
        ),
    )
)

SCHEMA = scenario_table(
    PROCEDURE,
    text(
        "region",
        N_("Region"),
        N_("the attacked region, for the log; German States and Central Europe have no sea"),
        default="",
    ),
    boolean(
        "landlocked",
        N_("Landlocked"),
        N_("no naval support and no naval combat; true by default for the two areas without sea"),
        default=None,
        rule="soe 003 naval-support",
    ),
    table("attacker", N_("Attacker"), N_("the attacking player"), ATTACKER),
    table(
        "defender",
        N_("Defender"),
        N_("the defending player; left out when a neutral country is attacked"),
        DEFENDER,
        required=False,
    ),
    table(
        "neutral",
        N_("Neutral country"),
        N_("the attacked region is a neutral country: give it instead of a defender"),
        NEUTRAL,
        required=False,
        when=When("defender", (None,)),
        refused=N_("give either a [defender] or a [neutral] table, not both"),
    ),
)
