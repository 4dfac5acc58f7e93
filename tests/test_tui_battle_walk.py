"""The walkthrough's helpers without a screen: undo floor, dice entry, saving and replaying
battles, odds rows, and ``wartutor walk FILE`` refusing bad files before any UI starts."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

from engine import registry
from engine.errors import BadDice, InputError
from engine.odds import odds
from engine.procedure import DiceGroup
from engine.scenario import load_scenario, parse_scenario
from tui import cli
from tui.battle_files import save_battle
from tui.odds_rows import changes, likely_outcomes, summary_rows
from tui.walk import Walk, load_battle, open_walk, parse_dice_text, replay
from tui.widgets.battle_dice import bad_face

ROOT = Path(__file__).resolve().parent.parent
JANISSARIES = ROOT / "examples" / "his-janissaries.toml"
D6 = (DiceGroup("attacker", None, 2, 6, 5), DiceGroup("defender", None, 1, 6, 5))


def to_roll(walk: Walk) -> Walk:
    while walk.state.prompt() is not None:
        walk = walk.apply("pass")
    return walk


def test_dice_text_forms():
    assert parse_dice_text("5 6 1", D6) == (5, 6, 1)
    assert parse_dice_text("5,6;1", D6) == (5, 6, 1)
    assert parse_dice_text("561", D6) == (5, 6, 1)  # one digit per die when no die has 10+ faces
    assert parse_dice_text("12", (DiceGroup("a", None, 1, 20),)) == (12,)
    with pytest.raises(BadDice, match="not a whole number"):
        parse_dice_text("5 x", D6)
    with pytest.raises(BadDice):
        parse_dice_text("  ", D6)


def test_dice_groups_separated_by_spaces():
    # attacker dice, a space, defender dice: each digit is one die
    assert parse_dice_text("5661111111 222666", D6) == (5, 6, 6, 1, 1, 1, 1, 1, 1, 1) + (
        2, 2, 2, 6, 6, 6,
    )  # fmt: skip
    assert parse_dice_text("56 1", D6) == (5, 6, 1)
    # a digit that is no face is a die of its own: the error names it and its place (the
    # whole group "2229" was named before, which hid which die was wrong)
    values = parse_dice_text("5661111111 2229", D6)
    assert values == (5, 6, 6, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 9)
    assert "9 is not a die face (die 14" in bad_face(values, D6)
    values = parse_dice_text("5612345612345 123456712", D6)
    assert "7 is not a die face (die 20" in bad_face(values, D6)
    # a group with anything but digits stays whole, so that the error names it
    with pytest.raises(BadDice, match="'22x9'"):
        parse_dice_text("5661 22x9", D6)


def test_undo_stops_at_the_last_roll():
    walk = Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES))
    assert not walk.can_undo()
    played = walk.apply("play:landsknechts")
    assert played.can_undo() and played.undo().state is walk.state
    rolled = to_roll(played).roll()
    assert rolled.state.prompt() is not None  # his 001 step 7: Janissaries after the roll
    assert not rolled.can_undo() and rolled.undo() is rolled
    after = rolled.apply("play:janissaries")
    assert after.undo().state is rolled.state


def test_dice_typed_in_can_be_undone_but_not_the_engines_roll():
    # a typing slip is taken back like a decision; the engine's seeded roll stays the floor
    walk = to_roll(Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES)))
    dice = [5] * sum(group.count for group in walk.state.dice())
    typed = walk.apply_dice(dice)
    assert typed.moves[-1] == {"dice": dice}
    assert typed.can_undo() and typed.undo().state is walk.state and typed.undo().state.is_chance()
    rolled = walk.roll()
    assert not rolled.can_undo() and rolled.undo() is rolled


def test_bad_dice_leave_the_walk_unchanged():
    walk = to_roll(Walk.start(load_scenario(JANISSARIES)))
    before = (walk.state, walk.moves, walk.floor)
    with pytest.raises(BadDice):
        walk.apply_dice([1, 2])
    with pytest.raises(BadDice):
        walk.apply_dice([7] * sum(group.count for group in walk.state.dice()))
    assert (walk.state, walk.moves, walk.floor) == before
    assert walk.state.is_chance()


def test_saved_battle_replays_exactly(isolated_dirs):
    walk = Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES))
    walk = to_roll(walk.apply("play:landsknechts")).roll().apply("play:janissaries")
    count = sum(group.count for group in walk.state.dice())
    walk = walk.apply_dice([3] * count)
    path = save_battle(walk)
    assert path.parent == isolated_dirs / "data" / "battles"
    again = load_battle(path)
    assert again.state == walk.state
    assert [e.message for e in again.state.log] == [e.message for e in walk.state.log]
    assert [e.dice for e in again.state.log] == [e.dice for e in walk.state.log]
    # the engine's roll is the undo floor; the dice typed after it can be taken back
    assert again.floor == walk.floor == len(again.states) - 3
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seed"] == 7  # examples/his-janissaries.toml
    assert data["moves"][-1] == {"dice": [3] * count}


def test_another_seed_changes_the_engine_roll_and_is_saved():
    start = open_walk(JANISSARIES)
    one = to_roll(start).roll()
    other = to_roll(start.with_seed(12345)).roll()
    assert other.initial.seed == 12345
    assert [e.dice for e in one.state.log] != [e.dice for e in other.state.log]
    assert replay(other.to_json(), "saved.json").state == other.state


def test_default_setup_keeps_its_scenario_text():
    spec = registry.get("his/field-battle")
    walk = Walk.start(parse_scenario(spec.default_scenario, spec.id))
    assert walk.scenario == spec.default_scenario


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d.pop("scenario"), "scenario"),
        (lambda d: d["moves"].append({"action": "fly"}), "moves[2]"),
        (lambda d: d["moves"].append({"dice": [9]}), "moves[2]"),
        (lambda d: d["moves"].append(42), "moves[2]"),
    ],
)
def test_replay_errors_name_the_key(change, key):
    walk = open_walk(JANISSARIES).apply("play:landsknechts")
    data = walk.to_json()
    change(data)
    with pytest.raises(InputError) as caught:
        replay(data, "saved.json")
    assert caught.value.source == "saved.json" and caught.value.key == key


def test_open_walk_reads_scenarios_and_saved_battles(isolated_dirs):
    walk = open_walk(JANISSARIES)
    assert walk.source == str(JANISSARIES) and walk.scenario == JANISSARIES.read_text("utf-8")
    path = save_battle(walk.apply("pass"))
    assert open_walk(path).state == walk.apply("pass").state
    broken = isolated_dirs / "broken.json"
    broken.write_text("{", encoding="utf-8")
    with pytest.raises(InputError):
        open_walk(broken)


def test_odds_rows_and_changes():
    state = load_scenario(ROOT / "examples" / "his-basic.toml")
    base = odds(state)
    rows = summary_rows(state.procedure, base)
    summary = registry.get(state.procedure).summarize(base)
    assert [row.key for row in rows] == list(summary)
    assert all(row.probability != row.key.startswith("expected") for row in rows)
    assert sum(row.value for row in rows if row.key.endswith("_wins")) == 1
    played = odds(state, choices=["play:tercios"])
    diffs = {old.key: (old.value, new.value) for old, new in changes(state.procedure, base, played)}
    assert diffs["attacker_wins"][1] > diffs["attacker_wins"][0]  # his card #30: more dice
    top = likely_outcomes(state.procedure, base).rows
    assert [p for _text, p in top] == [p for _o, p in base.outcomes[:3]]
    assert all(isinstance(p, Fraction) for _text, p in top)


def test_walk_command_refuses_a_bad_file_before_the_app(tmp_path, monkeypatch, capsys):
    import tui.app

    started = []
    monkeypatch.setattr(tui.app, "run_app", lambda **kw: started.append(kw) or 0)
    bad = tmp_path / "bad.toml"
    bad.write_text('procedure = "his/field-battle"\n[attacker]\npower = "hapsburg"\n', "utf-8")
    assert cli.main(["walk", str(bad)]) == 2
    error = capsys.readouterr().err
    assert str(bad) in error and "defender" in error
    assert cli.main(["walk", str(tmp_path / "missing.toml")]) == 2
    assert "file not found" in capsys.readouterr().err
    assert started == []
    assert cli.main(["walk", str(JANISSARIES)]) == 0
    assert started == [{"scenario": str(JANISSARIES)}]


def test_markdown_report_speaks_the_ui_language_and_names_moves_in_words():
    import locales
    from tui.battle_text import render

    walk = Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES))
    label = next(
        action.label for action in walk.state.prompt().actions if action.id == "play:landsknechts"
    )
    walk = walk.apply("play:landsknechts")
    locales.set_language("de")
    try:
        report = walk.to_markdown()
        wanted = render(label)
    finally:
        locales.set_language("en")
    for english in ("## Scenario", "## Moves", "## Outcome"):
        assert english not in report
    assert "play:landsknechts" not in report  # a raw id
    assert f"1. {wanted}" in report
