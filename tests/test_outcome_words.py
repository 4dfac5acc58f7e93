"""Results a player can read: every procedure words its outcomes and labels its odds summary
with marked, translated messages, and no engine id reaches the text."""

from __future__ import annotations

from pathlib import Path

import pytest

import locales
from engine import odds, registry
from engine.games.ccc.land_texts import DESTINATIONS
from engine.games.tenochtitlan.units import UNIT_TYPES
from engine.messages import Msg
from engine.scenario import load_scenario
from locales.update import extract_messages
from tui.battle_text import outcome_sentences
from tui.odds_rows import likely_outcomes, roll_rows, summary_rows

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.toml"))
# Engine ids (those that are not also plain words) that must be shown by their names.
ENGINE_IDS = {
    ident for ident in (*UNIT_TYPES, *DESTINATIONS, "no-effect", "continue-move") if "-" in ident
}


@pytest.fixture(scope="module")
def marked() -> set[str]:
    """Every message id marked for translation in the code (a plural one by its singular,
    as a ``Msg`` holds it)."""
    return {
        message.id if isinstance(message.id, str) else message.id[0]
        for message in extract_messages()
    }


@pytest.fixture
def english():
    before = locales.get_language()
    locales.set_language("en")
    yield
    locales.set_language(before)


def _msgids(message) -> set[str]:
    if not isinstance(message, Msg):
        return set()
    found = {message.msgid}
    for _key, value in message.args:
        found |= _msgids(value)
    return found


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_sentences_and_labels_are_marked_messages(example, marked):
    state = load_scenario(example)
    spec = registry.get(state.procedure)
    assert spec.words is not None, f"{spec.id} has no words for its results"
    result = odds(state)
    for outcome, _p in result.outcomes:
        said = spec.words.sentences(outcome)
        assert said, outcome
        for message in said:
            assert _msgids(message) <= marked, (example.name, _msgids(message) - marked)
    for line in spec.words.summary_lines(spec.summarize(result)):
        assert _msgids(line.label) <= marked, (example.name, line.key)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_no_engine_id_in_the_words(example, english):
    state = load_scenario(example)
    result = odds(state)
    for outcome, _p in result.outcomes:
        text = " ".join(outcome_sentences(state.procedure, outcome))
        words = set(text.replace(",", " ").replace(":", " ").replace(")", " ").split())
        assert not words & ENGINE_IDS, (example.name, words & ENGINE_IDS)
        assert "_" not in text, text
    for row in summary_rows(state.procedure, result):
        assert "_" not in row.label, row.label


def test_a_tenochtitlan_attack_reads_as_a_sentence(english):
    # examples/tenochtitlan-melee.toml: cavalry (attack 2) against Aztec warriors, defense 4 + a
    # terrain bonus of 1 (tenochtitlan 002 Kampfprozedur: the defense value adds terrain bonuses)
    state = load_scenario(EXAMPLES[0].parent / "tenochtitlan-melee.toml")
    texts = {" · ".join(outcome_sentences(state.procedure, o)) for o, _p in odds(state).outcomes}
    head = "Attack 1 (melee: Spanish cavalry against Aztec warriors, 2 + 1d6 against 5): "
    assert texts == {head + "no effect", head + "eliminated", head + "retreated"}


def test_a_his_outcome_reads_as_sentences(english):
    outcome = {
        "battle": True,
        "winner": "attacker",
        "losses": {"attacker": 1, "defender": 4},
        "survivors": {"attacker": 5, "defender": 0},
        "captured_leaders": [{"side": "defender", "name": "Francis I", "rating": 1}],
        "retreat": None,
        "siege": False,
        "must_withdraw": False,
        "withdrawn_into_fortifications": False,
        "attacker_action": None,
    }
    assert outcome_sentences("his/field-battle", outcome) == [
        "The attacker wins the field battle",
        "Units lost: attacker 1, defender 4",
        "Units left: attacker 5, defender 0",
        "Leaders captured: Francis I",
    ]


def test_sentences_follow_the_ui_language(english):
    state = load_scenario(EXAMPLES[0].parent / "his-basic.toml")
    outcome = odds(state).outcomes[0][0]
    english_text = outcome_sentences(state.procedure, outcome)
    try:
        locales.set_language("de")
        german = outcome_sentences(state.procedure, outcome)
    finally:
        locales.set_language("en")
    assert len(german) == len(english_text) and german[0] != english_text[0]


def test_open_ccc_result_is_a_note_not_zero_chances(english):
    # ccc 000 step 4: the result comes from the player's own results table
    state = load_scenario(EXAMPLES[0].parent / "ccc-land-colony.toml")
    rows = summary_rows(state.procedure, odds(state))
    notes = [row for row in rows if row.note]
    assert [row.label for row in notes] == ["The result: you read it from your table"]
    assert not {"attacker_wins", "defender_wins"} & {row.key for row in rows}


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_likely_outcomes_say_shared_sentences_once(example, english):
    state = load_scenario(example)
    result = odds(state)
    likely = likely_outcomes(state.procedure, result, 5)
    listed = result.outcomes[:5]
    assert [p for _text, p in likely.rows] == [p for _o, p in listed]
    for (text, _p), (outcome, _q) in zip(likely.rows, listed, strict=True):
        said = outcome_sentences(state.procedure, outcome)
        assert set(likely.shared) <= set(said)
        rest = [line for line in said if line not in likely.shared]
        assert text == (" · ".join(rest) or "no other difference")


def test_card_logs_name_the_power_not_its_id(english):
    from tests.his_helpers import battle

    # his card Landsknechts (response, step 1): the Hapsburgs place 4 new mercenaries
    state = battle(attacker={"cards": ["landsknechts"]}).apply("play:landsknechts")
    texts = [entry.message.render(locales._) for entry in state.log]
    assert "Hapsburg plays Landsknechts: Hapsburg places 4 new mercenaries" in texts
    try:
        locales.set_language("ru")
        russian = [entry.message.render(locales._) for entry in state.log]
    finally:
        locales.set_language("en")
    assert not any("hapsburg" in text for text in russian)


def test_no_siege_names_its_cause(english):
    from tests.his_helpers import battle

    def last_line(state, dice):
        state = state.apply_dice(tuple(dice))
        while not state.is_terminal():
            state = state.apply(state.prompt().default) if state.prompt() else state.roll()
        return state.log[-1].message.render(locales._)

    def rolled(state):
        while not state.is_chance():
            state = state.apply(state.prompt().default)
        return state

    # his 001 step 12: a siege needs a fortified space and an attacker who won
    open_field = rolled(battle())
    dice = [1] * sum(group.count for group in open_field.dice())
    assert last_line(open_field, dice) == "No siege: the space is not fortified"
    fortified = rolled(battle(fortified=True, in_fortifications=1))
    dice = [1] * sum(group.count for group in fortified.dice())  # no hits: the defender wins
    assert last_line(fortified, dice) == "No siege: the attacker lost"


def test_tenochtitlan_defence_total_is_called_defence(english):
    state = load_scenario(EXAMPLES[0].parent / "tenochtitlan-melee.toml")
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    report = state.modifiers()
    assert report.total_label("defender").render(locales._) == "defence"
    assert report.total_label("attacker").render(locales._) == "attack value before the die"
    assert dict(report.totals)["defender"] == 5  # defense 4 + terrain bonus 1 (the example)


def test_soe_naval_roll_has_its_own_odds_apart_from_the_attack(english):
    state = load_scenario(EXAMPLES[0].parent / "soe-naval-battle.toml")
    while not state.is_chance():
        state = state.apply(state.prompt().default)
    rows = {row.key: row for row in roll_rows(state)}
    assert sum(row.value for row in rows.values()) == 1
    # the same chances read from the whole attack's exact odds: the naval battle's winner in
    # the final outcomes (soe 003 naval: one roll decides it)
    whole = odds(state)
    for winner in ("attacker", "defender", "tie"):
        expected = whole.probability(lambda o, w=winner: o["naval"]["winner"] == w)
        assert rows[f"roll_{winner}"].value == expected, winner
    assert rows["roll_attacker"].label == "attacker wins at sea"
    assert not roll_rows(load_scenario(EXAMPLES[0].parent / "his-basic.toml"))


def test_an_overrun_reads_as_sentences(english):
    from tests.test_ccc_land_combat import land

    # ccc 000 notes: a fleet without a garrison cannot land its units: overrun, no LC DR
    state = land(
        defender={"commander": "fleet", "leader": None, "military_units": 0},
        colony={"garrison": False},
    )
    assert outcome_sentences(state.procedure, state.outcome()) == [
        "The area is overrun: no LC DR is rolled and the owning nation loses",
        "The attacker wins the land combat",
        "Attacker: glory points +1",  # a sentence: capital letter
    ]
    rows = summary_rows(state.procedure, odds(state))
    assert [row.label for row in rows] == [
        "overrun (no LC DR)",
        "attacker wins",
        "defender wins",
    ]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_no_scenario_key_in_the_log(example, english):
    """Every log line of a battle walked to its end speaks in words: no scenario key such as
    ``spanish_units`` (the victory check of a set-up without it asks for the Spanish units)."""
    import re

    state = load_scenario(example)
    while not state.is_terminal():
        prompt = state.prompt()
        state = state.apply(prompt.default) if prompt else state.roll()
    for entry in state.log:
        text = entry.message.render(locales._)
        assert not re.search(r"\b[a-z]+_[a-z_]+\b", text), (example.name, text)


def test_every_outcome_sentence_starts_with_a_capital_letter_in_every_language(english, tmp_path):
    # an unnamed CCC fleet's name ("fleet 1", "flotta 1") opens the interception's outcome
    basic = (EXAMPLES[0].parent / "ccc-interception-basic.toml").read_text(encoding="utf-8")
    unnamed = "\n".join(line for line in basic.splitlines() if not line.startswith("name ="))
    (tmp_path / "unnamed.toml").write_text(unnamed, encoding="utf-8")
    state = load_scenario(tmp_path / "unnamed.toml")
    for _ in range(50):  # bounded: a battle ends in far fewer moves
        if state.is_terminal():
            break
        state = state.roll() if state.is_chance() else state.apply(state.prompt().default)
    assert state.is_terminal()
    for lang in ("en", "de", "ru", "it"):
        locales.set_language(lang)
        said = outcome_sentences(state.procedure, state.outcome())
        assert any("1" in text for text in said)  # the fleets are named by number
        assert said and all(text[0].isupper() for text in said), (lang, said)
