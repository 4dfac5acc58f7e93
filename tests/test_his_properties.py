"""Properties of every field battle path: it ends, and the result obeys seed 001 steps 8-12."""

import copy
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engine import odds
from engine.errors import BadDice
from engine.games.his.outcome import battle_result
from tests.his_helpers import battle

SIDES = ("attacker", "defender")
CARDS = [
    "arquebusiers",
    "field-artillery",
    "tercios",
    "surprise-attack",
    "mercenaries-bribed",
    "landsknechts",
    "swiss-mercenaries",
    "janissaries",
]


@st.composite
def scenarios(draw, max_units=5):
    powers = draw(st.permutations(["ottoman", "hapsburg", "france", "england"]))
    hands = draw(st.lists(st.sampled_from(CARDS), unique=True, max_size=5))
    split = draw(st.integers(0, len(hands)))
    sides = {}
    for side, power, cards in (
        ("attacker", powers[0], hands[:split]),
        ("defender", powers[1], hands[split:]),
    ):
        # a side of mercenaries only can lose every unit to Landsknechts or Mercenaries Bribed
        regulars = draw(st.integers(0 if power != "ottoman" else 1, max_units))
        mercenaries = draw(st.integers(0 if regulars else 1, 3 if power != "ottoman" else 0))
        sides[side] = {
            "power": power,
            "regulars": regulars,
            "mercenaries": mercenaries,
            "leaders": [draw(st.integers(0, 3))],
            # Janissaries is the Ottoman home card (a scenario giving it to another is refused)
            "cards": [card for card in cards if card != "janissaries" or power == "ottoman"],
        }
    sides["attacker"]["cp"] = draw(st.integers(0, 2))
    sides["defender"]["can_retreat"] = draw(st.booleans())
    sides["attacker"]["can_retreat"] = draw(st.booleans())
    fortified = draw(st.booleans())
    return {
        "fortified": fortified,
        # only a fortified space has units in its fortifications
        "in_fortifications": draw(st.integers(0, 3)) if fortified else 0,
        **sides,
    }


@st.composite
def emptying_scenarios(draw):
    """Battles where a card can leave one side without land units before the roll."""
    scenario = draw(scenarios(max_units=3))
    victim = draw(st.sampled_from(SIDES))
    player = "defender" if victim == "attacker" else "attacker"
    how = draw(st.sampled_from(["landsknechts", "mercenaries-bribed", "surprise-attack"]))
    others = [p for p in ("hapsburg", "france", "england") if p != scenario[player]["power"]]
    victim_power = draw(st.sampled_from(others)) if how != "surprise-attack" else "ottoman"
    if how == "landsknechts":
        scenario[player]["power"] = "ottoman"  # his card #33: the Ottomans eliminate 2
        # the Ottomans have no mercenaries: their units here are regulars
        units = scenario[player]["regulars"] + scenario[player]["mercenaries"]
        scenario[player].update(regulars=units, mercenaries=0)
        victim_power = draw(st.sampled_from(["hapsburg", "france", "england"]))
    elif scenario[player]["power"] == "ottoman":
        scenario[player]["power"] = draw(st.sampled_from(["hapsburg", "france", "england"]))
        others = [p for p in others if p != scenario[player]["power"]]
        victim_power = victim_power if victim_power != scenario[player]["power"] else others[0]
    small = draw(st.integers(1, 2))
    scenario[victim].update(
        power=victim_power,
        regulars=small if victim_power == "ottoman" else 0,
        mercenaries=0 if victim_power == "ottoman" else small,
        cards=["janissaries"] if victim_power == "ottoman" else [],
    )
    scenario[player]["cards"] = [how]
    return scenario


def expected_losses(units, hits, rolled, winner, can_retreat):
    """Seed 001 steps 9 and 11, written out again: losses = min(units, opposing hits)…"""
    hits_against = {"attacker": hits[1], "defender": hits[0]}
    losses = {side: min(units[side], hits_against[side]) for side in SIDES}
    # step 9: if both are wiped out, the side that rolled more dice (a tie: the defender) keeps 1
    if all(units[side] and losses[side] == units[side] for side in SIDES):
        keeper = "attacker" if rolled[0] > rolled[1] else "defender"
        losses[keeper] -= 1
    after_step_9 = {side: units[side] - losses[side] for side in SIDES}
    # step 11: a loser with no legal retreat is eliminated
    loser = "defender" if winner == "attacker" else "attacker"
    if after_step_9[loser] and not can_retreat[SIDES.index(loser)]:
        losses[loser] = units[loser]
    return losses, after_step_9


def walk_randomly(data, state):
    for _ in range(60):
        if state.is_terminal():
            return state
        if state.is_chance():
            count = sum(group.count for group in state.dice())
            dice = data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
            state = state.apply_dice(dice)
        else:
            state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
    raise AssertionError("the battle did not end within 60 decisions and rolls")


@settings(max_examples=120)
@given(data=st.data(), scenario=st.one_of(scenarios(), emptying_scenarios()))
def test_random_paths_end_with_a_consistent_result(data, scenario):
    final = walk_randomly(data, battle(**scenario))
    outcome = final.outcome()
    if not outcome["battle"]:
        return
    units = {side: final.force(side).units for side in SIDES}  # after every card's effect
    idle = [side for side in SIDES if not final.side_rolls(side)]
    # the reading of rules/sources.md §6: a side with no land units at the roll does not roll,
    # loses, and its leaders are captured (step 10)
    for side in idle:
        assert outcome["winner"] != side
        assert final.rolled[SIDES.index(side)] == 0
        captured = [leader for leader in outcome["captured_leaders"] if leader["side"] == side]
        assert len(captured) == len(final.force(side).leaders())
    if not idle:
        # his 001 step 8: more hits wins, ties to the defender
        assert outcome["winner"] == ("attacker" if final.hits[0] > final.hits[1] else "defender")
    # his 001 steps 9 and 11: one unit per opposing hit, never more than the side has
    losses, after_step_9 = expected_losses(
        units, final.hits, final.rolled, outcome["winner"], final.can_retreat
    )
    assert outcome["losses"] == losses
    # his 001 step 9: the casualties never wipe out both sides that had units
    if all(units.values()):
        assert sum(after_step_9.values()) >= 1
    # ...so both end with nothing only when the loser had no legal retreat (step 11)
    if not outcome["survivors"]["attacker"] and not outcome["survivors"]["defender"]:
        loser = "defender" if outcome["winner"] == "attacker" else "attacker"
        assert not final.can_retreat[SIDES.index(loser)] or not units[loser]
    # his 001 step 12: a siege only after an attacker's win in a fortified space
    assert not outcome["siege"] or (final.fortified and outcome["winner"] == "attacker")


@settings(max_examples=25)
@given(data=st.data(), scenario=st.one_of(scenarios(max_units=3), emptying_scenarios()))
def test_exact_odds_sum_to_one_and_no_side_without_units_wins(data, scenario):
    state = battle(**scenario)
    choices = []
    # take some card plays at random, then let the default policy finish
    for _ in range(4):
        if state.is_terminal() or state.is_chance():
            break
        action = data.draw(st.sampled_from(state.legal_actions()))
        choices.append(action)
        state = state.apply(action)
    start = battle(**scenario)
    fast = odds(start, choices=choices)
    slow = odds(start, choices=choices, shortcuts=False)
    assert fast.total() == 1 and slow.total() == 1
    # two independent computations: the convolution shortcut and the generic walk
    assert {json.dumps(o, sort_keys=True): p for o, p in fast.outcomes} == {
        json.dumps(o, sort_keys=True): p for o, p in slow.outcomes
    }
    if state.is_chance() and not state.is_terminal():
        for side in SIDES:
            if not state.side_rolls(side) and state.surprise_side() is None:
                assert fast.probability(lambda o, side=side: o.get("winner") == side) == 0


@given(st.lists(st.integers(-3, 9), max_size=20))
def test_bad_dice_never_change_the_state(values):
    state = battle()
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    needed = sum(group.count for group in state.dice())
    if len(values) == needed and all(1 <= v <= 6 for v in values):
        return
    before = copy.deepcopy(vars(state))
    given_values = list(values)
    try:
        state.apply_dice(values)
    except BadDice:
        pass
    else:  # pragma: no cover - the dice were bad, so this is a failure
        raise AssertionError("bad dice accepted")
    # nothing changed: every field (log, hits, stage, rolls), and the caller's list
    assert vars(state) == before
    assert values == given_values
    # and the same good dice still give the same result as on a state never given bad dice
    good = [6] * needed
    assert state.apply_dice(good).hits == battle_ready().apply_dice(good).hits
    assert state.apply_dice(good).log == battle_ready().apply_dice(good).log


def battle_ready():
    state = battle()
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    return state


def test_the_result_helper_agrees_with_the_walked_result():
    # the walkthrough reports battle_result step by step; both must say the same
    state = battle_ready().apply_dice([6, 6, 1, 1] + [6, 1, 1, 1])
    result = battle_result(state)
    outcome = state.outcome()
    assert outcome["winner"] == result["winner"] and outcome["losses"] == result["losses"]
