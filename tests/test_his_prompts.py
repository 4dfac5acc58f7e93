"""Here I Stand field battle: what each power is asked, with its choices, the rule each choice
cites and the choice taken by default (seed 001: the retreat into fortifications, steps 1, 4, 5
and 7)."""

from __future__ import annotations

from tests.his_helpers import battle, hits_dice, play_defaults

FORTIFICATIONS = "his 001 fortifications"


def english(msg) -> str:
    return msg.render(lambda t: t)


def asked(state) -> tuple[str, str, list[tuple[str, str, str]], str]:
    """Who is asked what, the choices (id, English label, rule) and the default."""
    prompt = state.prompt()
    choices = [(a.id, english(a.label), a.rule) for a in prompt.actions]
    return prompt.actor, english(prompt.message), choices, prompt.default


def test_the_controlling_defender_may_retreat_into_the_fortifications():
    # his 001 fortifications: the power controlling the space decides; staying is the default,
    # retreating is only by choice
    state = battle(fortified=True)
    assert asked(state) == (
        "france",
        "France may retreat into the fortifications",
        [
            ("fight", "stay and fight the field battle", ""),
            ("withdraw", "retreat into the fortifications", FORTIFICATIONS),
        ],
        "fight",
    )


def test_an_army_not_larger_than_the_garrison_chooses_to_move_on_or_go_back():
    # his 001 fortifications: 1 CP to move on (2 across a pass), else back where it came from
    # (no CP, 14.1); going back is what happens when nothing else is possible
    state = battle(fortified=True, attacker={"regulars": 2, "cp": 2, "via_pass": True})
    state = state.apply("withdraw")
    assert asked(state) == (
        "hapsburg",
        "Hapsburg: the army is not larger than the garrison",
        [
            ("retreat", "retreat to the space the army came from", FORTIFICATIONS),
            ("continue-move", "spend 2 CP and move on to an adjacent space", FORTIFICATIONS),
        ],
        "retreat",
    )


def test_each_power_is_asked_for_response_then_combat_cards():
    # his 001 step 1 (response cards, attacker first), step 4 (attacker's combat cards);
    # passing is always possible and is the default
    state = battle(attacker={"cards": ["landsknechts", "arquebusiers"]})
    assert asked(state) == (
        "hapsburg",
        "Hapsburg: play response cards?",
        [
            ("pass", "pass (play no more cards)", ""),
            ("play:landsknechts", "play Landsknechts", "his card #33"),
        ],
        "pass",
    )
    state = state.apply("play:landsknechts")
    assert asked(state) == (
        "hapsburg",
        "Hapsburg: declare combat cards?",
        [
            ("pass", "pass (play no more cards)", ""),
            ("play:arquebusiers", "play Arquebusiers", "his card #24"),
        ],
        "pass",
    )


def test_the_defender_is_asked_for_its_combat_cards_at_step_five():
    # his 001 step 5
    state = battle(defender={"cards": ["field-artillery"]})
    assert asked(state)[:2] == ("france", "France: declare combat cards?")
    assert asked(state)[2][1] == ("play:field-artillery", "play Field Artillery", "his card #25")


def test_the_ottomans_are_asked_for_janissaries_after_the_roll():
    # his 001 step 7, his card #1
    state = battle(
        attacker={"power": "ottoman", "cards": ["janissaries"]}, defender={"power": "hapsburg"}
    )
    state = play_defaults(state).apply_dice(hits_dice(1, 3) + hits_dice(2, 2))
    assert asked(state) == (
        "ottoman",
        # the question says the hits it weighs: one for the Ottoman attacker, two against it
        "Ottoman: play Janissaries for 5 more dice? Hits so far: attacker 1, defender 2.",
        [
            ("pass", "pass (play no more cards)", ""),
            ("play:janissaries", "play Janissaries", "his card #1"),
        ],
        "pass",
    )
