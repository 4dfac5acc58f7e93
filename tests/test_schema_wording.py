"""Set-up words that each game's glossary words its own way have message ids of their own, so
that a catalog can follow each glossary: CCC's leader (Russian "лидер", Italian "leader") is not
Here I Stand's ("полководец", "comandante"), and Tenochtitlan's defending unit ("защитник") is
not the defending side of the other games ("обороняющийся")."""

from __future__ import annotations

from functools import cache

import pytest

from engine import registry
from locales.update import extract_messages


def _field(procedure: str, *path: str):
    table = registry.get(procedure).schema
    for key in path[:-1]:
        table = next(field for field in table.fields if field.key == key).table
    return next(field for field in table.fields if field.key == path[-1])


@cache
def _all_places() -> dict[str, frozenset[str]]:
    places = {}
    for message in extract_messages():
        for ident in message.id if isinstance(message.id, tuple) else (message.id,):
            places[ident] = frozenset(path for path, _line in message.locations)
    return places


def _places(msgid: str) -> frozenset[str]:
    """The source files that use ``msgid``."""
    return _all_places().get(msgid, frozenset())


def test_ccc_leader_as_commander_has_its_own_message_id():
    # the glossary (ccc.term.avatar): the defender names an avatar, such as a leader, as army
    # commander; without one a colony defends itself
    commander = _field("ccc/land-combat", "defender", "commander")
    label = commander.choice_labels["leader"]
    assert label != "leader"
    assert _places(label) and all(path.startswith("engine/games/ccc/") for path in _places(label))
    assert not any("ccc" in place for place in _places("leader"))


@pytest.mark.parametrize(
    ("procedure", "path"),
    [
        ("tenochtitlan/combat", ("attacks", "defender")),
        ("tenochtitlan/combat", ("attacks", "pursuit", "defender")),
    ],
)
def test_tenochtitlan_names_its_defending_unit_apart(procedure, path):
    label = _field(procedure, *path).label
    assert label != "Defender"
    assert all(place.startswith("engine/games/tenochtitlan/") for place in _places(label))


@pytest.mark.parametrize("procedure", ["his/field-battle", "ccc/land-combat", "soe/attack"])
def test_the_defending_side_shares_one_label_outside_tenochtitlan(procedure):
    assert _field(procedure, "defender").label == "Defender"
    assert not any("tenochtitlan" in place for place in _places("Defender"))


def test_here_i_stand_units_and_leaders_cite_their_own_side_s_dice_step():
    # his 001 step 2: the attacker's dice (its units and best leader); step 3: the defenders'
    from engine.games.his import schema

    def rule(table, *path):
        field = next(f for f in table.fields if f.key == path[0])
        if len(path) == 1:
            return field.rule
        return rule(field.table if getattr(field, "table", None) else field.item, *path[1:])

    for key in ("regulars", "mercenaries", "cavalry", "leaders"):
        assert rule(schema.SCHEMA, "attacker", key) == "his 001 step 2"
        assert rule(schema.SCHEMA, "defender", key) == "his 001 step 3"
        assert rule(schema.SCHEMA, "defender", "allies", key) == "his 001 step 3"
    assert rule(schema.SCHEMA, "attacker", "leaders", "rating") == "his 001 step 2"
