"""Shared pieces of the CCC procedures: game levels, chart modifiers and reading helpers."""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import InputError
from ...messages import N_, Msg
from ...validate import TableReader

GAMES = ("basic", "veteran", "expert")
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


def read_game(root: TableReader) -> str:
    """The game level (basic, veteran or expert); required, because rules differ by level."""
    return root.string("game", choices=GAMES)


def read_name(table: TableReader, default: str) -> str:
    """An optional display name: non-empty text when given, else ``default``."""
    if not table.has("name"):
        table.seen.add("name")
        return default
    name = table.string("name").strip()
    if not name:
        raise table.fail("name", Msg(N_("must not be empty")))
    return name


def read_modifiers(
    table: TableReader, key: str, requires: tuple[str, ...], requires_key: str
) -> tuple[ChartModifier, ...]:
    """An array of ``{source, value[, <requires_key>]}`` tables: DR modifiers from a chart."""
    modifiers = []
    for item in table.subs(key, default=[]):
        source = item.string("source").strip()
        if not source:
            raise item.fail("source", Msg(N_("must not be empty")))
        value = item.integer("value", minimum=None)
        condition = item.string(requires_key, default="")
        if condition and condition not in requires and not _is_card_ref(condition, requires):
            raise item.fail(
                requires_key,
                Msg(
                    N_("{value!r} is not one of: {allowed}"),
                    value=condition,
                    allowed=", ".join(requires),
                ),
            )
        item.done()
        modifiers.append(ChartModifier(source, value, condition))
    return tuple(modifiers)


def _is_card_ref(condition: str, requires: tuple[str, ...]) -> bool:
    return "card:<id>" in requires and condition.startswith("card:") and len(condition) > 5


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
