"""The declared scenario of ``his/field-battle``: every key, its range and when it applies.

Maxima: our sources give no counter mix, so the unit, leader and CP counts carry safety bounds,
generous for any real stack, that keep the exact odds within a second or two. A leader's battle
rating is 0-6, and the number of allies follows from the six major powers (one attacks, one
defends, at most four more join the defence).
"""

from __future__ import annotations

from ...messages import N_
from ...schema import Table, When, boolean, integer, listing, scenario_table, table, tables, text
from .cards import CARDS
from .forces import POWER_NAMES, POWERS
from .state import PROCEDURE

# Safety bounds (not rules numbers): see docs/scenarios.md, "Limits".
MAX_UNITS = 25  # of one kind, per power
MAX_LEADERS = 4  # per power
MAX_CP = 20
MAX_RATING = 6
MAX_ALLIES = len(POWERS) - 2


def _leader(dice: str) -> Table:
    """A leader's fields; ``dice`` is the rule of the step where the side's dice are counted
    (the attacker's at step 2, the defenders' at step 3)."""
    return Table(
        (
            text("name", N_("Name"), N_("the leader's name, as shown in the log"), default=""),
            integer(
                "rating",
                N_("Battle rating"),
                N_("the number on the leader's counter; the side's best rating adds dice"),
                maximum=MAX_RATING,
                bound="rules",
                rule=dice,
            ),
        )
    )


def _units(key: str, label: str, help: str, dice: str, **more) -> object:
    return integer(
        key, label, help, default=0, maximum=MAX_UNITS, bound="safety", rule=dice, **more
    )


def _contingent(dice: str) -> Table:
    """One power's units, leaders and cards; ``dice`` is the rule of the step where its side's
    dice are counted (his 001 step 2 for the attacker, step 3 for the defenders)."""
    return Table(
        (
            text(
                "power",
                N_("Power"),
                N_("one of the six major powers; a power cannot fight on both sides"),
                choices=POWERS,
                choice_labels=POWER_NAMES,
            ),
            _units("regulars", N_("Regulars"), N_("regular land units in the battle"), dice),
            _units(
                "mercenaries",
                N_("Mercenaries"),
                N_(
                    "mercenary land units in the battle (the tutor gives the Ottomans none; "
                    "our sources do not say)"
                ),
                dice,
                when=When("power", ("ottoman",), negate=True),
                refused=N_(
                    "the tutor gives the Ottomans no mercenaries (an input rule; our sources do "
                    "not state it)"
                ),
            ),
            _units(
                "cavalry",
                N_("Cavalry"),
                N_(
                    "cavalry land units in the battle (the tutor allows them for the Ottomans "
                    "only; our sources do not say)"
                ),
                dice,
                when=When("power", ("ottoman",)),
                refused=N_(
                    "the tutor allows cavalry for the Ottomans only (an input rule; our sources "
                    "do not state it)"
                ),
            ),
            tables(
                "leaders",
                N_("Leaders"),
                N_(
                    "battle ratings 0-6 (the tutor's input range, not a rule), each with a name "
                    "if you like; the best rating counts"
                ),
                _leader(dice),
                shorthand="rating",
                item_error=N_(
                    "expected a battle rating 0-6 (the tutor's input range) or {{ name, rating }}, "
                    "got {value!r}"
                ),
                max_items=MAX_LEADERS,
                rule=dice,
            ),
            listing(
                "cards",
                N_("Cards"),
                N_("cards in this power's hand that the battle may use; each card exists once"),
                text(
                    "card",
                    N_("Card"),
                    "",
                    choices=tuple(CARDS),
                    choice_labels={card.id: card.name for card in CARDS.values()},
                    mismatch=N_("unknown card {value!r} (known: {known})"),
                ),
                unique=N_("card {value!r} listed twice"),
                max_items=len(CARDS),
                bound="rules",
            ),
        )
    )


CAN_RETREAT = boolean(
    "can_retreat",
    N_("Can retreat"),
    N_(
        "false: the side has no legal retreat, so its units are eliminated if it loses "
        "(14.1 as digital versions apply it, not the official wording)"
    ),
    default=True,
    rule="his 001 step 11",
)

ATTACKER_DICE, DEFENDER_DICE = "his 001 step 2", "his 001 step 3"
ATTACKER = _contingent(ATTACKER_DICE).extend(
    integer(
        "cp",
        N_("CP left"),
        N_("CP left this impulse, for moving on after the defenders withdraw"),
        default=0,
        maximum=MAX_CP,
        bound="safety",
    ),
    boolean(
        "via_pass",
        N_("Across a pass"),
        N_("moving on crosses a pass (2 CP instead of 1)"),
        default=False,
    ),
    CAN_RETREAT,
)

DEFENDER = _contingent(DEFENDER_DICE).extend(
    boolean(
        "controls_space",
        N_("Controls the space"),
        N_(
            "the space is controlled by the defender or an ally (our reading of a garbled "
            "line in the source): needed to withdraw into it"
        ),
        default=True,
    ),
    CAN_RETREAT,
    tables(
        "allies",
        N_("Allies"),
        N_("more defending powers, each with its own units, leaders and cards"),
        _contingent(DEFENDER_DICE),
        max_items=MAX_ALLIES,
        bound="rules",
    ),
)

SCHEMA = scenario_table(
    PROCEDURE,
    boolean(
        "fortified",
        N_("Fortified space"),
        N_("the defenders may withdraw into the fortifications, and step 12 checks for a siege"),
        default=False,
        rule="his 001 step 12",
    ),
    integer(
        "in_fortifications",
        N_("Units in the fortifications"),
        N_(
            "units of the defending side already inside the fortifications: they count toward "
            "the 4 units that may retreat into them, the garrison a siege is compared with, and "
            "step 12"
        ),
        default=0,
        maximum=MAX_UNITS * 3 * (MAX_ALLIES + 1),
        bound="safety",
        rule="his 001 step 12",
        when=When("fortified", (True,)),
        refused=N_("only in a fortified space: set fortified = true"),
    ),
    boolean(
        "janissaries_used",
        N_("Janissaries already played"),
        N_("the Ottomans already played Janissaries this turn (a home card, once a turn)"),
        default=False,
    ),
    table("attacker", N_("Attacker"), N_("the active power, always the attacker"), ATTACKER),
    table("defender", N_("Defender"), N_("the defending power and its allies"), DEFENDER),
)
