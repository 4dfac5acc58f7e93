"""The notes a Siege of Tenochtitlan attack carries: a change of its result, or a condition of
the rules the engine cannot see on the map, each with its rule."""

from __future__ import annotations

from ...messages import N_, Msg
from . import rules as R

NOTES = {
    "artillery": (
        N_(
            "Artillery firing at range alone or only with artillery cannot eliminate a unit "
            "that is not disordered: the elimination becomes a retreat"
        ),
        R.COMBINED,
    ),
    "fort": (
        N_(
            "The unit is in a fort: it is disordered but need not retreat (the tutor keeps it "
            "there)"
        ),
        R.SPECIAL,
    ),
    "fort-disordered": (
        N_(
            "The unit is in a fort: it need not retreat, so although already disordered it "
            "stays there and is not eliminated (by our reading the fort rule wins over the "
            "one for disordered units forced to retreat)"
        ),
        R.SPECIAL,
    ),
    "already-disordered": (
        N_("The unit is already disordered: forced to retreat, it is eliminated instead"),
        R.RETREATS,
    ),
    "shore": (
        N_(
            "Land and water units attack each other when their hexes are adjacent: by our "
            "reading a condition, so a unit firing across the shore needs an adjacent target"
        ),
        R.SPECIAL,
    ),
    "no-retreat": (N_("The unit has no legal retreat hex: it is eliminated"), R.RETREATS),
}


def note(code: str) -> tuple[Msg, str]:
    """A change of the result, with its rule."""
    message, rule = NOTES[code]
    return Msg(message), rule
