"""Land combat setups the rules rule out, and the garrison a defending fleet needs.

Checked after the scenario is read (ccc 000 notes and sides); each refusal names the key.
"""

from __future__ import annotations

from ...errors import InputError
from ...messages import N_, Msg
from .land_forces import Army, Colony


def check_possible(source: str, armies: dict[str, Army], colony: Colony | None) -> None:
    """Setups the rules rule out (ccc 000 notes and sides), and a defending fleet's garrison."""

    def fail(key: str, text: str) -> InputError:
        return InputError(source, key, Msg(text))

    # natives with a medic or shore bombardment are refused by the schema (land_schema.py)
    defender = armies["defender"]
    if defender.kind == "natives" and colony is not None:
        raise fail(
            "colony",
            N_(
                "by our reading a native army does not defend a colony: natives defend where a "
                "land area has no control marker (ccc 000 sides), and we take a colony to have one"
            ),
        )
    if defender.kind == "pirates" and defender.commander != "leader":
        raise fail(
            "defender.commander",
            N_(
                "by our reading a colony's own defence and a defending fleet (ccc 000 sides, "
                "notes) are a nation's: pirates defend with their own units "
                '(commander = "leader", with or without a leader)'
            ),
        )
    if defender.kind == "european" and defender.commander == "leader" and not defender.leader:
        raise fail(
            "defender.leader",
            N_(
                'with commander = "leader" a defending European avatar (a leader) fights and '
                "may take the free actions of step 1; without one, the colony defends itself "
                '(commander = "colony") or a fleet defends it (commander = "fleet")'
            ),
        )
    garrison = colony.garrison if colony is not None else None
    if defender.commander == "colony" and garrison is False:
        raise fail(
            "colony.garrison",
            N_(
                "a colony defends itself with its royal regiments and/or garrison troops "
                '(ccc 000 sides): with garrison = false, commander = "colony" has nothing to fight'
            ),
        )
    if defender.commander != "fleet" or colony is None:
        return
    if garrison is None:
        raise fail(
            "colony.garrison",
            N_(
                "missing: a defending fleet lands its units only when garrison troops or a royal "
                "regiment are in the colony; without them the area is overrun without an LC DR "
                "(ccc 000 notes). Say true or false"
            ),
        )
    if not garrison and defender.military_units:
        raise fail(
            "defender.military_units",
            N_(
                "without garrison troops or a royal regiment the fleet cannot land its units, so "
                "no unit fights and the area is overrun (ccc 000 notes): set 0"
            ),
        )
    if garrison and defender.military_units == 0:
        raise fail(
            "defender.military_units",
            N_(
                "with garrison troops or a royal regiment in the colony at least they fight: "
                "count them and the units the fleet lands"
            ),
        )
