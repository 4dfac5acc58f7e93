"""Here I Stand cards that act in a field battle (effects per rules/sources.md §2).

Only timing and identity live here; what a card does is applied in ``effects.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...messages import N_


@dataclass(frozen=True)
class Card:
    """A card usable in a field battle."""

    id: str  # kebab-case, used in scenarios and in ``play:<id>``
    number: int  # the card number
    name: str  # official English name (a message id)
    step: str  # the step id slug at which it is played
    rule: str  # rule reference
    home: str = ""  # the power whose home card it is (only that power holds it)

    @property
    def full_id(self) -> str:
        """The id shared with the glossary, e.g. ``his.card.janissaries``."""
        return f"his.card.{self.id}"


def _card(id: str, number: int, name: str, step: str, home: str = "") -> Card:
    return Card(id, number, name, step, f"his card #{number}", home)


CARDS: dict[str, Card] = {
    card.id: card
    for card in (
        _card("landsknechts", 33, N_("Landsknechts"), "responses"),
        _card("swiss-mercenaries", 36, N_("Swiss Mercenaries"), "responses"),
        _card("arquebusiers", 24, N_("Arquebusiers"), "cards"),
        _card("field-artillery", 25, N_("Field Artillery"), "cards"),
        _card("mercenaries-bribed", 26, N_("Mercenaries Bribed"), "cards"),
        _card("surprise-attack", 29, N_("Surprise Attack"), "cards"),
        _card("tercios", 30, N_("Tercios"), "cards"),
        _card("janissaries", 1, N_("Janissaries"), "janissaries", home="ottoman"),
    )
}

RESPONSE_CARDS = tuple(c.id for c in CARDS.values() if c.step == "responses")
COMBAT_CARDS = tuple(c.id for c in CARDS.values() if c.step == "cards")
