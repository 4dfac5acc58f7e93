"""Struggle of Empires attack: the log names the attacked region when the scenario does, and
words its sentences without a name when it does not (no generic name in a name's place, which
would repeat the noun in Russian: "контроль над регионом регион"); counts agree with their
nouns (seed 003)."""

import pytest

from engine.games.soe.regions import SENTENCES
from engine.messages import Msg
from tests.test_soe_steps import D0, D3, D4, attack, roll


def english(message) -> str:
    return message.render(lambda msgid: msgid)


def _names_no_generic_region(message) -> bool:
    """No argument of ``message`` (or of its arguments) is a message standing for a name."""
    for key, value in message.args:
        if isinstance(value, Msg) and (key == "region" or not _names_no_generic_region(value)):
            return False
    return True


@pytest.mark.parametrize(
    ("changes", "dice"),
    [
        ({}, (D3, D0)),  # soe 003 control: the attacker wins and places a marker
        ({"defender": {"control_markers": 0}}, (D3, D0)),  # ... but has none to replace
        ({}, (D0, D0)),  # a land tie: the defender keeps control
        ({}, (D0, D4)),  # the attack fails
        ({"neutral": {"value": 3}}, (D0, D4)),  # soe 003 neutral
    ],
)
def test_an_unnamed_region_is_worded_without_a_name(changes, dice):
    # (each attack is landlocked, soe 003 naval-support: its log says so about the region)
    named = roll(attack(landlocked=True, **changes), *dice)
    unnamed = roll(attack(region="", landlocked=True, **changes), *dice)
    for with_name, without in zip(named.log, unnamed.log, strict=True):
        assert _names_no_generic_region(without.message)
        line, bare = english(with_name.message), english(without.message)
        if "Flanders" in line:
            assert bare != line and "the region" in bare.lower(), bare
            assert bare[0].isupper()


def test_the_question_to_fight_at_sea_names_the_region_or_not():
    # soe 003 naval-support: both have fleets, the attacker decides first
    both = {"attacker": {"fleets": 1}, "defender": {"fleets": 1}}
    assert english(attack(**both).prompt().message) == (
        "Both players have fleets in Flanders. Attacker: fight a naval combat?"
    )
    assert english(attack(region="", **both).prompt().message) == (
        "Both players have fleets in the region. Attacker: fight a naval combat?"
    )


def test_declaring_says_the_gold_with_its_count_in_both_forms():
    # soe 003 declare: the attacker pays 2 gold; the noun agrees with the count
    for region, text in (
        ("Flanders", "The attacker declares an attack on Flanders and pays 2 gold"),
        ("", "The attacker declares an attack on the region and pays 2 gold"),
    ):
        declared = attack(region=region).log[0].message
        assert declared.plural and declared.plural_by == "gold"
        assert dict(declared.args)["gold"] == 2 and english(declared) == text
    assert all(isinstance(form, tuple) for form in SENTENCES["declare"])


def test_each_sentence_has_a_named_and_an_unnamed_form():
    for key, (named, unnamed) in SENTENCES.items():
        named = named if isinstance(named, tuple) else (named,)
        unnamed = unnamed if isinstance(unnamed, tuple) else (unnamed,)
        assert all("{region}" in text for text in named), key
        assert not any("{region}" in text for text in unnamed), key


def test_the_land_or_sea_tiles_are_counted_with_their_noun():
    # soe 003 naval: a land-or-sea Alliance tile counts at sea or on land, its owner chooses
    state = attack(attacker={"fleets": 1, "land_or_sea_alliance_tiles": 2}, defender={"fleets": 1})
    state = state.apply("fight-at-sea").apply("fight-at-sea")
    labels = [action.label for action in state.prompt().actions]
    assert [english(label) for label in labels] == [
        "use 0 tiles at sea, keep 2 tiles for the land combat",
        "use 1 tile at sea, keep 1 tile for the land combat",
        "use 2 tiles at sea, keep 0 tiles for the land combat",
    ]
    for label in labels:
        for _key, count in label.args:
            assert count.plural and isinstance(dict(count.args)["count"], int)
