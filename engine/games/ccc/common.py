"""Shared pieces of the CCC procedures: game levels, chart modifiers and their declared keys."""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InputError
from ...messages import N_, Msg
from ...schema import Field, Table, integer, tables, text

GAMES = ("basic", "veteran", "expert")
# Safety bound (not a rules number): chart modifiers listed per side or fleet.
MAX_MODIFIERS = 20
SIDES = ("attacker", "defender")
SIDE_NAMES = {"attacker": N_("attacker"), "defender": N_("defender")}


@dataclass(frozen=True)
class ChartModifier:
    """A DR modifier the scenario takes from the player's chart: source text and value.

    ``requires`` limits it to a condition (``cavalry-charge``, ``siege-bonus``, ``card:<id>``
    in a land combat; ``active`` or ``passive`` in an interception); empty means always.
    """

    source: str
    value: int
    requires: str = ""


def other(side: str) -> str:
    """The opposing side."""
    return "defender" if side == "attacker" else "attacker"


def game_field() -> Field:
    """The game level (basic, veteran or expert); required, because rules differ by level."""
    return text(
        "game",
        N_("Game"),
        N_("basic, veteran or expert: the rules differ by game level"),
        choices=GAMES,
        choice_labels={
            "basic": N_("basic game"),
            "veteran": N_("veteran game"),
            "expert": N_("expert game"),
        },
    )


def name_field(help: str) -> Field:
    """An optional display name: non-empty text when given (the default depends on the table)."""
    return text("name", N_("Name"), help, default=None, nonempty=True)


REQUIRES_LABELS = {
    "cavalry-charge": N_("this side charges with cavalry"),
    "enemy-cavalry-charge": N_("the other side charges with cavalry"),
    "siege-bonus": N_("siege bonus"),
    "active": N_("active"),
    "passive": N_("passive"),
}


def modifiers_field(help: str, requires: tuple[str, ...], requires_key: str, rule: str) -> Field:
    """An array of ``{source, value[, <requires_key>]}`` tables: DR modifiers from a chart."""
    return tables(
        "modifiers",
        N_("Modifiers"),
        help,
        Table(
            (
                text(
                    "source",
                    N_("Source"),
                    N_("what your game's chart calls the modifier"),
                    nonempty=True,
                    from_chart=True,
                ),
                integer(
                    "value",
                    N_("Value"),
                    N_("the modifier's value; may be negative"),
                    minimum=None,
                    from_chart=True,
                ),
                text(
                    requires_key,
                    N_("Only when"),
                    N_("the modifier counts only in this case; left out, it always counts"),
                    default="",
                    choices=requires,
                    choice_labels=REQUIRES_LABELS,
                ),
            )
        ),
        max_items=MAX_MODIFIERS,
        bound="safety",
        rule=rule,
    )


def modifiers(values: list[dict], requires_key: str) -> tuple[ChartModifier, ...]:
    """The validated modifier tables as :class:`ChartModifier`."""
    return tuple(
        ChartModifier(item["source"], item["value"], item[requires_key]) for item in values
    )


def check_card_refs(source: str, modifiers: dict[str, tuple[ChartModifier, ...]], cards) -> None:
    """Every ``requires = "card:<id>"`` must name a card listed in the scenario."""
    for side, mods in modifiers.items():
        for index, mod in enumerate(mods):
            if mod.requires.startswith("card:") and mod.requires[5:] not in cards:
                raise InputError(
                    source,
                    f"{side}.modifiers[{index}].requires",
                    Msg(
                        N_("no card with id {card!r} is listed (known: {known})"),
                        card=mod.requires[5:],
                        known=", ".join(sorted(cards)) or "-",
                    ),
                )


def chart_source(mod: ChartModifier) -> Msg:
    """How a chart modifier is shown: its source, marked as coming from the player's chart."""
    return Msg(N_("{source} (from your game's chart)"), source=mod.source)
