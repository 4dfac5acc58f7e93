"""The declared scenario of ``ccc/land-combat``: every key, its range and when it applies.

Maxima: our sources give no counter mix or stacking limit, so unit counts, CF values and the
hits offered carry safety bounds, generous for one land area of a real game.
"""

from __future__ import annotations

from ...messages import N_
from ...schema import Table, When, boolean, integer, scenario_table, table, tables, text
from .common import game_field, modifiers_field, name_field
from .land_forces import CARD_KINDS, FORTIFICATION_NAMES, FORTIFICATIONS, HARBOURS, KINDS, ROUNDINGS
from .land_state import PROCEDURE

# Safety bounds (not rules numbers): see docs/scenarios/ccc.md, "Limits".
MAX_UNITS = 30
MAX_CF = 99
MAX_HITS = 30
MAX_FORTIFICATION_VALUE = 10
MAX_CARDS = 20

REQUIRES = ("cavalry-charge", "enemy-cavalry-charge", "siege-bonus", "card:<id>")
COMMANDERS = ("leader", "fleet", "colony")
CARD_ID = r"[a-z0-9]+(?:-[a-z0-9]+)*"
# Our reading (not stated in the sources): natives have no ships and no advisors.
NOT_NATIVES = When("kind", ("natives",), negate=True)

CARD = Table(
    (
        text(
            "id",
            N_("Id"),
            N_("the card's id in this file, used in play:<id> and card:<id>"),
            pattern=CARD_ID,
            mismatch=N_("use lower-case letters, digits and hyphens, e.g. {example!r}"),
            example="my-card",
        ),
        name_field(N_("the card's name as shown (default: its id)")),
        text(
            "kind",
            N_("Kind"),
            N_("normal (non-red), reaction or red: decides when it may be played"),
            default="normal",
            choices=CARD_KINDS,
            choice_labels={
                "normal": N_("normal (not red)"),
                "reaction": N_("reaction card"),
                "red": N_("red card"),
            },
            rule="ccc 000 cards",
        ),
    )
)


def _units(key: str, label: str, help: str, **more) -> object:
    return integer(key, label, help, maximum=MAX_UNITS, bound="safety", **more)


ARMY = (
    name_field(N_("shown in prompts and the log with the side's role")),
    text(
        "kind",
        N_("Kind"),
        N_("european, natives or pirates (pirates: not in the basic game)"),
        default="european",
        choices=KINDS,
        choice_labels={
            "european": N_("European"),
            "natives": N_("natives"),
            "pirates": N_("pirates"),
        },
    ),
    _units(
        "military_units",
        N_("Military units"),
        N_("the side's military units in the fight (the leader counts apart)"),
        rule="ccc 000 step 4",
    ),
    boolean(
        "leader",
        N_("Leader"),
        N_("one leader fights (default: true for a European side led by an avatar)"),
        default=None,
        rule="ccc 000 step 4",
    ),
    _units(
        "cavalry",
        N_("Cavalry"),
        N_("cavalry among the military units"),
        default=0,
        rule="ccc 000 step 2",
    ),
    _units(
        "artillery",
        N_("Artillery"),
        N_("artillery among the military units"),
        default=0,
        rule="ccc 000 step 3",
    ),
    boolean(
        "medic",
        N_("Medic"),
        N_("the side's own medic (an advisor) is present: one fewer extra hit"),
        default=False,
        rule="ccc 000 step 6",
        when=NOT_NATIVES,
        refused=N_(
            "by our reading a native army has no medic (our sources name it only as a "
            "nation's own advisor)"
        ),
    ),
    integer(
        "cf",
        N_("Combat factor"),
        N_("the side's CF, only shown when you read the results table"),
        default=None,
        maximum=MAX_CF,
        bound="safety",
        from_chart=True,
    ),
    integer(
        "bombardment_cf",
        N_("Ships' CF for shore bombardment"),
        N_(
            "total CF of the ships giving shore bombardment: your own, and allied ones whose "
            "nation is allied with nobody on the other side"
        ),
        default=0,
        maximum=MAX_CF,
        bound="safety",
        rule="ccc 000 step 4",
        when=NOT_NATIVES,
        refused=N_(
            "our sources give natives no ships and so no shore bombardment: leave this key out"
        ),
    ),
)
EXTRAS = (
    modifiers_field(
        N_("LC DR modifiers from your game's land combat chart"),
        REQUIRES,
        "requires",
        "ccc 000 step 4",
    ),
    tables(
        "cards",
        N_("Cards"),
        N_("cards this side holds that affect the combat; ids are unique in the file"),
        CARD,
        max_items=MAX_CARDS,
        bound="safety",
        rule="ccc 000 cards",
    ),
)

ATTACKER = Table(ARMY + EXTRAS)
DEFENDER = Table(
    ARMY
    + (
        text(
            "commander",
            N_("Commander"),
            N_("leader (an avatar), fleet, or colony (the colony defends itself)"),
            default="leader",
            choices=COMMANDERS,
            choice_labels={
                # its own id, not HIS's "leader": the glossaries differ (лидер, полководец)
                "leader": N_("leader (an avatar)"),
                "fleet": N_("fleet"),
                "colony": N_("the colony itself"),
            },
        ),
        boolean(
            "allied_avatar",
            N_("Allied avatar"),
            N_("an allied nation's avatar commands the defence"),
            default=False,
            when=When("commander", ("leader",)),
            refused=N_('only an avatar (commander = "leader") can be an allied one'),
        ),
    )
    + EXTRAS
)
COLONY = Table(
    (
        text(
            "fortification",
            N_("Fortification"),
            N_("none, palisade, fort, fortress or citadel"),
            default="none",
            choices=FORTIFICATIONS,
            choice_labels={"none": N_("none"), **FORTIFICATION_NAMES},
        ),
        integer(
            "fortification_value",
            N_("Fortification value"),
            N_("the red value printed on the fortification, added to a European defender's DR"),
            maximum=MAX_FORTIFICATION_VALUE,
            bound="safety",
            from_chart=True,
            rule="ccc 000 step 4",
            when=When("fortification", ("none",), negate=True),
            refused=N_("only with a fortification (palisade or better)"),
        ),
        text(
            "harbour",
            N_("Harbour"),
            N_("none, port or naval-base: the attacker's ships then bombard at 10%"),
            default="none",
            choices=HARBOURS,
            choice_labels={"none": N_("none"), "port": N_("port"), "naval-base": N_("naval base")},
            rule="ccc 000 step 4",
        ),
        boolean(
            "garrison",
            N_("Garrison"),
            N_(
                "garrison troops or a royal regiment are in the colony; needed when a fleet "
                "defends it (without them the area is overrun without an LC DR)"
            ),
            default=None,
            rule="ccc 000 notes",
        ),
    )
)

SCHEMA = scenario_table(
    PROCEDURE,
    game_field(),
    integer(
        "pn",
        N_("PN (from your rulebook)"),
        N_(
            "PN from your rulebook: the final LC DR is never lower; left out, the tutor applies "
            "no limit"
        ),
        default=None,
        minimum=None,
        from_chart=True,
        rule="ccc 000 step 4",
    ),
    text(
        "bombardment_rounding",
        N_("Bombardment rounding"),
        N_("down or up: how your rulebook rounds the percentage of the ships' CF"),
        default=None,
        choices=ROUNDINGS,
        choice_labels={"down": N_("round down"), "up": N_("round up")},
        from_chart=True,
        rule="ccc 000 step 4",
    ),
    integer(
        "max_hits",
        N_("Most hits"),
        N_("the highest hit count offered after the roll (default: each side's combat units)"),
        default=None,
        minimum=1,
        maximum=MAX_HITS,
        bound="safety",
        rule="ccc 000 step 4",
    ),
    table("attacker", N_("Attacker"), N_("the attacking side"), ATTACKER),
    table("defender", N_("Defender"), N_("the defending side"), DEFENDER),
    table(
        "colony",
        N_("Colony"),
        N_("only when the combat is for the defender's colony"),
        COLONY,
        required=False,
    ),
)
