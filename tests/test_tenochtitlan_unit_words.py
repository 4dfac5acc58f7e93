"""Siege of Tenochtitlan: how units are named in the log and the outcome (by type, the id in
brackets only to tell two units of one type apart; docs/scenarios/tenochtitlan.md), and lines
whose wording does not depend on a unit's name being singular or plural ("Aztec bowmen")."""

from __future__ import annotations

from pathlib import Path

from engine import registry
from engine.scenario import parse_scenario

EXAMPLES = Path(__file__).parent.parent / "examples"
SPEC = registry.get("tenochtitlan/combat")


def english(message) -> str:
    return message.render(lambda text: text)


def example(name: str):
    path = EXAMPLES / f"tenochtitlan-{name}.toml"
    return parse_scenario(path.read_text(encoding="utf-8"), str(path))


def walk(state, choices=(), dice=()):
    choices, dice = list(choices), list(dice)
    while not state.is_terminal():
        if state.is_chance():
            state = state.apply_dice((dice.pop(0),))
        else:
            state = state.apply(choices.pop(0) if choices else state.prompt().default)
    return state


def log(state) -> list[str]:
    return [english(entry.message) for entry in state.log]


def said(state) -> list[str]:
    return [english(message) for message in SPEC.words.sentences(state.outcome())]


TWO_WARRIORS = """
procedure = "tenochtitlan/combat"
phase = "combat"
[card]
attack_limit = 2
[[attacks]]
kind = "melee"
attackers = [{ type = "cavalry", attack = 2, movement = 4 }]
[attacks.defender]
id = "north"
type = "aztec-warriors"
defense = 4
movement = 2
[[attacks]]
kind = "melee"
attackers = [{ type = "infantry", attack = 2, movement = 2 }]
[attacks.defender]
id = "south"
type = "aztec-warriors"
defense = 4
movement = 2
"""


def test_one_unit_of_its_type_is_named_by_type_in_the_outcome_as_in_the_log():
    # tenochtitlan 002 combat results: the phase's only Aztec unit, given an id
    final = walk(example("phase"), dice=(5, 3))
    assert "Result for Aztec warriors: eliminated" in log(final)
    assert said(final)[1] == (
        "Attack 2 (melee: Spanish cavalry against Aztec warriors, 2 + 1d6 against 4): eliminated"
    )
    assert final.outcome()["attacks"][1]["target"] == "warriors-1"  # the JSON keeps the id


def test_two_units_of_one_type_keep_their_ids_in_brackets():
    # tenochtitlan 002 combat: two Aztec warriors units, told apart by their ids
    final = walk(parse_scenario(TWO_WARRIORS, "two.toml"), dice=(1, 1))
    assert said(final) == [
        "Attack 1 (melee: Spanish cavalry against Aztec warriors (north), 2 + 1d6 against 4): "
        "no effect",
        "Attack 2 (melee: Spanish infantry against Aztec warriors (south), 2 + 1d6 against 4): "
        "no effect",
    ]
    assert "Result for Aztec warriors (north): no effect" in log(final)


def test_a_pursued_unit_is_named_as_in_its_first_attack():
    # tenochtitlan 002 Rückzug vor dem Kampf: the bowmen retreat, the infantry advances and
    # attacks the same unit (same id) again: one unit of its type, so no id in the log either
    final = walk(example("retreat-before-combat"), ["retreat-before-combat", "advance"], (3,))
    lines = log(final)
    assert "Result for Aztec bowmen: no effect" in lines
    assert not [line for line in lines if "bowmen-1" in line]
    assert not [line for line in said(final) if "bowmen-1" in line]


def test_lines_about_a_unit_need_no_verb_agreeing_with_its_name():
    # tenochtitlan 002 Rückzug vor dem Kampf, Rückzüge: "Aztec bowmen" is plural, so the lines
    # put the unit before a colon (or in brackets) rather than before a verb
    final = walk(example("retreat-before-combat"), ["retreat-before-combat", "advance"], (3,))
    lines = log(final)
    assert (
        "Aztec bowmen: retreat of 2 hexes before combat, now disordered; the attack still "
        "counts for the attackers"
    ) in lines
    assert "Spanish infantry: advance into the vacated hex" in lines
    assert (
        "The defender retreated before combat: re-attack in melee (Spanish infantry); it takes no "
        "new place in the card's limit, which counts attacking units, not attacks, and this "
        "unit is counted already (1 of 2)"
    ) in lines
    assert said(final)[0] == (
        "Attack 1 (melee: Spanish infantry against Aztec bowmen, 2 + 1d6 against 4): retreated "
        "before combat; advance into the hex: Spanish infantry"
    )
    stood = walk(example("retreat-before-combat"), ["stand"], (3,))  # 2 + 3 = DF 4 + 1
    assert "Aztec bowmen: no retreat before combat" in log(stood)
    assert "Result for Aztec bowmen: disordered, retreat of 2 hexes" in log(stood)
    for line in log(stood) + log(final):
        assert "bowmen retreats" not in line and "bowmen stands" not in line
    # tenochtitlan 002 Rückzug vor dem Kampf: the defender's prompt
    state = example("retreat-before-combat")
    assert english(state.prompt().message) == (
        "Aztec bowmen (MF 3): a higher MF than every attacker; retreat 2 hexes before the "
        "melee, or stand?"
    )
