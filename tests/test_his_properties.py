"""Properties of every field battle path: it ends, and the result obeys seed 001 steps 8-12."""

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import BadDice
from tests.his_helpers import battle

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
def scenarios(draw):
    powers = draw(st.permutations(["ottoman", "hapsburg", "france", "england"]))
    hands = draw(st.lists(st.sampled_from(CARDS), unique=True, max_size=5))
    split = draw(st.integers(0, len(hands)))
    fortified = draw(st.booleans())
    sides = (hands[:split], hands[split:])
    # Janissaries is the Ottoman home card, and the Ottomans have no mercenaries
    cards = [
        [card for card in hand if card != "janissaries" or power == "ottoman"]
        for hand, power in zip(sides, powers[:2], strict=True)
    ]
    mercenaries = [0 if power == "ottoman" else draw(st.integers(0, 3)) for power in powers[:2]]
    return {
        "fortified": fortified,
        "in_fortifications": draw(st.integers(0, 3)) if fortified else 0,
        "attacker": {
            "power": powers[0],
            "regulars": draw(st.integers(1, 5)),
            "mercenaries": mercenaries[0],
            "leaders": [draw(st.integers(0, 3))],
            "cards": cards[0],
            "cp": draw(st.integers(0, 2)),
        },
        "defender": {
            "power": powers[1],
            "regulars": draw(st.integers(1, 4)),
            "mercenaries": mercenaries[1],
            "leaders": [draw(st.integers(0, 3))],
            "cards": cards[1],
            "can_retreat": draw(st.booleans()),
        },
    }


@settings(max_examples=150, deadline=None)
@given(data=st.data(), scenario=scenarios())
def test_random_paths_end_with_a_consistent_result(data, scenario):
    state = battle(**scenario)
    units = {side: state.force(side).units for side in ("attacker", "defender")}
    for _ in range(60):
        if state.is_terminal():
            break
        if state.is_chance():
            count = sum(group.count for group in state.dice())
            dice = data.draw(st.lists(st.integers(1, 6), min_size=count, max_size=count))
            state = state.apply_dice(dice)
        else:
            state = state.apply(data.draw(st.sampled_from(state.legal_actions())))
        units = {side: max(units[side], state.force(side).units) for side in units}
    assert state.is_terminal(), "the battle did not end within 60 decisions and rolls"
    outcome = state.outcome()
    if not outcome["battle"]:
        return
    # his 001 step 8: more hits wins, ties to the defender
    assert outcome["winner"] == ("attacker" if state.hits[0] > state.hits[1] else "defender")
    for side in ("attacker", "defender"):
        assert 0 <= outcome["losses"][side] <= state.force(side).units
    # his 001 step 9: never both sides wiped out
    assert outcome["survivors"]["attacker"] + outcome["survivors"]["defender"] >= 1 or (
        state.can_retreat != (True, True)
    )
    # his 001 step 12: a siege only after an attacker's win in a fortified space
    assert not outcome["siege"] or (state.fortified and outcome["winner"] == "attacker")


@given(st.lists(st.integers(-3, 9), max_size=20))
def test_bad_dice_never_change_the_state(values):
    state = battle()
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    needed = sum(group.count for group in state.dice())
    if len(values) == needed and all(1 <= v <= 6 for v in values):
        return
    try:
        state.apply_dice(values)
    except BadDice:
        assert state.is_chance() and state.hits == (0, 0) and state.log == state.log
    else:  # pragma: no cover - the dice were bad, so this is a failure
        raise AssertionError("bad dice accepted")
