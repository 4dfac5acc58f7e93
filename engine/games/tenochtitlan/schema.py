"""The declared scenario of ``tenochtitlan/combat``: every key, its range and when it applies.

Unit values, terrain bonuses and cards come from the player's own counters, chart and card
(rules/sources.md §4). Maxima: our sources give no counter mix, so factors, the card's limit and
the number of attacks carry safety bounds, generous for one phase of a real game, that keep the
exact odds within a second or two. An attack is made by 1 or 2 units (seed 002, Kampf).
"""

from __future__ import annotations

from ...messages import N_
from ...schema import (
    REQUIRED,
    Table,
    When,
    boolean,
    integer,
    scenario_table,
    table,
    tables,
    text,
)
from . import rules as R
from .state import PROCEDURE
from .unit_schema import ATTACKER, DEFENDER, MAX_BONUS
from .units import UNIT_NAMES, UNIT_TYPES

# Safety bounds (not rules numbers): see docs/scenarios/tenochtitlan.md, "Limits".
MAX_ATTACKS = 8
MAX_SPANISH_UNITS = 200
PHASES = ("combat", "defensive-fire")
KINDS = ("melee", "ranged")
LINES_OF_SIGHT = ("clear", "blocked", "blocked-by-units")


PURSUIT = Table(
    (
        table(
            "defender",
            N_("Defending unit"),
            N_("the unit the advanced attacker attacks again, in melee"),
            DEFENDER,
        ),
        boolean(
            "in_enemy_zoc",
            N_("Advanced unit in an enemy ZOC"),
            N_("after the re-attack, the advanced unit is in another enemy unit's ZOC"),
            default=False,
            rule=R.ADVANCE,
        ),
    )
)

ATTACK = Table(
    (
        text(
            "kind",
            N_("Kind"),
            N_("melee or ranged"),
            choices=KINDS,
            choice_labels={"melee": N_("melee"), "ranged": N_("ranged")},
            rule=R.COMBAT,
        ),
        tables(
            "attackers",
            N_("Attackers"),
            N_("1 or 2 units; the first is the primary attacker, a second adds +1"),
            ATTACKER,
            default=REQUIRED,
            min_items=1,
            max_items=2,
            bound="rules",
            few=N_("an attack is made by 1 or 2 units (short rules, Kampf), got {count}"),
            many=N_("an attack is made by 1 or 2 units (short rules, Kampf), got {count}"),
            rule=R.COMBINED,
        ),
        table("defender", N_("Defending unit"), N_("the enemy unit attacked"), DEFENDER),
        text(
            "line_of_sight",
            N_("Line of sight"),
            N_("ranged only: clear, blocked (refused) or blocked-by-units (artillery only)"),
            default="clear",
            choices=LINES_OF_SIGHT,
            choice_labels={
                "clear": N_("clear"),
                "blocked": N_("blocked"),
                "blocked-by-units": N_("blocked by units only"),
            },
            rule=R.LOS,
            when=When("kind", ("ranged",)),
            refused=N_(
                "the line of sight matters only for ranged attacks (short rules, Sichtlinie)"
            ),
        ),
        table(
            "pursuit",
            N_("Pursuit"),
            N_("the melee re-attack after the defender retreats before combat"),
            PURSUIT,
            required=False,
            rule=R.RETREATS,
            when=When("/phase", ("combat",)),
            refused=N_(
                "no unit may move in the defensive fire phase (short rules, Defensivfeuer); "
                "we read this as ruling out the advance after combat, and so the re-attack, "
                "while retreats still apply"
            ),
        ),
    )
)

CARD = Table(
    (
        text("name", N_("Card name"), N_("the card's name, shown in the log"), default=""),
        integer(
            "attack_limit",
            N_("Attack limit"),
            N_("how many units may attack this turn; each unit of a combined attack counts"),
            maximum=MAX_ATTACKS,
            bound="safety",
            from_chart=True,
            rule=R.COMBAT,
        ),
        tables(
            "bonuses",
            N_("Bonuses"),
            N_("the card's attack bonuses, for all attacks or one unit type of the attacking side"),
            Table(
                (
                    text(
                        "applies_to",
                        N_("Applies to"),
                        N_("all, or a unit type of the attacking side"),
                        choices=("all", *UNIT_TYPES),
                        choice_labels={"all": N_("all attacks"), **UNIT_NAMES},
                    ),
                    integer(
                        "value",
                        N_("Value"),
                        N_("the bonus as printed on the card"),
                        minimum=-MAX_BONUS,
                        maximum=MAX_BONUS,
                        bound="safety",
                        from_chart=True,
                    ),
                )
            ),
            max_items=len(UNIT_TYPES) + 1,
            bound="rules",
            rule=R.CARD_BONUSES,
        ),
    )
)

SCHEMA = scenario_table(
    PROCEDURE,
    text(
        "phase",
        N_("Phase"),
        N_("combat (the active player's phase) or defensive-fire (the reacting player's)"),
        default="combat",
        choices=PHASES,
        choice_labels={"combat": N_("combat phase"), "defensive-fire": N_("Defensive fire")},
        rule=R.COMBAT,
    ),
    integer(
        "spanish_units",
        N_("Spanish units"),
        N_(
            "Spanish units on the board before this phase, not counting Tlaxcalan allies, for "
            "the Aztec victory check; at least 7, since with 6 or fewer the Aztecs have won "
            "already (victory conditions: at any time)"
        ),
        default=None,
        minimum=R.AZTEC_VICTORY_AT + 1,
        maximum=MAX_SPANISH_UNITS,
        bound="safety",
        rule=R.VICTORY,
    ),
    table(
        "card",
        N_("Card"),
        N_("the active card (combat phase only)"),
        CARD,
        rule=R.COMBAT,
        when=When("phase", ("combat",)),
        refused=N_(
            "defensive fire is the reacting player's phase: up to 3 units fire (short "
            "rules, Defensivfeuer); the short rules do not tie it to the active player's "
            "card, so we apply neither the card's limit nor its bonus; remove the [card] table"
        ),
    ),
    tables(
        "attacks",
        N_("Attacks"),
        N_("the attacks, in the order they are made"),
        ATTACK,
        default=REQUIRED,
        min_items=1,
        max_items=MAX_ATTACKS,
        bound="safety",
        few=N_("needs at least one attack"),
    ),
)
