"""Every shipped example through the command line, checked for content: exact odds that sum to
1, summaries that agree with the outcome list, resolve ending in a possible outcome, and the
text output agreeing with the JSON; plus ``wartutor examples`` and ``--example``."""

from __future__ import annotations

import json
import os
import re
from fractions import Fraction
from pathlib import Path

import pytest

import locales
from tui.cli import main

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.toml"))


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(autouse=True)
def english():
    before = locales.get_language()
    locales.set_language("en")
    yield
    locales.set_language(before)


def _chance(test):
    return lambda outcomes: sum((p for o, p in outcomes if test(o)), Fraction(0))


def _mean(value):
    return lambda outcomes: sum((p * value(o) for o, p in outcomes), Fraction(0))


# The summary keys of each procedure, recomputed from the outcome list as the scenario docs
# define them (docs/scenarios.md, docs/scenarios/*.md), without the engine's summarize code.
SUMMARIES = {
    "his/field-battle": {
        "attacker_wins": _chance(lambda o: o["winner"] == "attacker"),
        "defender_wins": _chance(lambda o: o["winner"] == "defender"),
        "no_battle": _chance(lambda o: not o["battle"]),
        "siege": _chance(lambda o: o["siege"]),
        "expected_losses_attacker": _mean(lambda o: o["losses"]["attacker"]),
        "expected_losses_defender": _mean(lambda o: o["losses"]["defender"]),
    },
    "soe/attack": {
        "attacker_wins": _chance(lambda o: o["winner"] == "attacker"),
        "defender_wins": _chance(lambda o: o["winner"] == "defender"),
        "tie": _chance(lambda o: o["winner"] == "tie"),
        "no_land_combat": _chance(lambda o: o["winner"] is None),
        "naval_support_attacker": _chance(lambda o: o["naval_support"] == "attacker"),
        "naval_support_defender": _chance(lambda o: o["naval_support"] == "defender"),
        "control": _chance(lambda o: o["control"] is True),
        "control_unknown": _chance(lambda o: o["control"] is None),
        "expected_unrest_attacker": _mean(lambda o: o["unrest"]["attacker"]),
        "expected_unrest_defender": _mean(lambda o: o["unrest"]["defender"]),
        "neutral": lambda outcomes: all(o["neutral"] for o, _p in outcomes),
    },
    "ccc/interception": {
        "attempt": _chance(lambda o: o["attempt"]),
        "active_wins": _chance(lambda o: o["winner"] == "active"),
        "passive_wins": _chance(lambda o: o["winner"] == "passive"),
        "naval_combat": _chance(lambda o: o["naval_combat"]),
    },
    "ccc/land-combat": {
        "overrun": _chance(lambda o: o["overrun"]),
        "attacker_dr_higher": _chance(lambda o: o["attacker_dr"] > o["defender_dr"]),
        "equal_dr": _chance(lambda o: o["attacker_dr"] == o["defender_dr"]),
        "defender_dr_higher": _chance(lambda o: o["attacker_dr"] < o["defender_dr"]),
        "attacker_wins": _chance(lambda o: o["winner"] == "attacker"),
        "defender_wins": _chance(lambda o: o["winner"] == "defender"),
        "result_open": _chance(lambda o: o["winner"] is None),
        "expected_attacker_dr": _mean(lambda o: o["attacker_dr"]),
        "expected_defender_dr": _mean(lambda o: o["defender_dr"]),
        "expected_difference": _mean(lambda o: o["attacker_dr"] - o["defender_dr"]),
    },
}
TENOCHTITLAN_KEY = re.compile(r"attack_(\d+)_(re_attack_)?(\w+)")


def _tenochtitlan(key: str):
    """A ``tenochtitlan/combat`` summary key recomputed (docs/scenarios/tenochtitlan.md)."""
    if key == "aztec_victory":
        return _chance(lambda o: o["aztec_victory"] is True)
    number, again, what = TENOCHTITLAN_KEY.fullmatch(key).groups()

    def attack(outcome):
        found = next(a for a in outcome["attacks"] if a["number"] == int(number))
        return found.get("re_attack") if again else found

    if what == "made":
        return _chance(lambda o: bool(attack(o)) and attack(o)["made"])
    if what == "not_made":
        return _chance(lambda o: not attack(o) or not attack(o)["made"])
    if what == "retreat_before_combat":
        return _chance(lambda o: attack(o)["retreat_before_combat"])
    result = what.replace("_", "-")
    if again:
        return _chance(lambda o: bool(attack(o)) and attack(o)["result"] == result)
    return _chance(lambda o: attack(o)["result"] == result)


def _odds_json(capsys, example, *extra):
    code, out, err = run(capsys, "odds", str(example), "--json", *extra)
    assert code == 0, err
    return json.loads(out)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_example_odds_are_exact_and_the_summary_agrees(capsys, example):
    data = _odds_json(capsys, example)
    outcomes = [(o["outcome"], Fraction(o["probability"])) for o in data["outcomes"]]
    assert sum(p for _o, p in outcomes) == 1
    assert all(p > 0 for _o, p in outcomes)
    assert [p for _o, p in outcomes] == sorted((p for _o, p in outcomes), reverse=True)
    frozen = [json.dumps(o, sort_keys=True) for o, _p in outcomes]
    assert len(set(frozen)) == len(frozen), "an outcome is listed twice"
    for item in data["outcomes"]:
        assert item["p"] == pytest.approx(float(Fraction(item["probability"])), abs=1e-15)
    recompute = SUMMARIES.get(data["procedure"])
    assert data["summary"], "no summary"
    for key, value in data["summary"].items():
        if recompute is None:
            expected = _tenochtitlan(key)(outcomes)
        else:
            assert key in recompute, f"summary key {key} is not documented here"
            expected = recompute[key](outcomes)
        assert Fraction(value) == expected, (example.name, key)


def _comparable(outcome: dict) -> str:
    """An outcome as text to compare; the odds of an interception count only the ties rolled
    so far as ``rerolls`` (docs/scenarios/ccc.md, "Ties and the exact odds")."""
    return json.dumps({k: v for k, v in outcome.items() if k != "rerolls"}, sort_keys=True)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_example_resolve_ends_in_a_possible_outcome(capsys, example):
    data = _odds_json(capsys, example)
    possible = {_comparable(o["outcome"]) for o in data["outcomes"]}
    code, out, err = run(capsys, "resolve", str(example), "--json")
    assert code == 0, err
    resolved = json.loads(out)
    assert resolved["procedure"] == data["procedure"]
    assert _comparable(resolved["outcome"]) in possible
    assert resolved["log"] and all(entry["text"] for entry in resolved["log"])
    # the same dice given back as physical dice give the same outcome
    dice = [die for entry in resolved["log"] for die in entry["dice"]]
    if dice:
        code, again, err = run(
            capsys, "resolve", str(example), "--json", "--dice", ",".join(map(str, dice))
        )
        assert code == 0, err
        assert json.loads(again)["outcome"] == resolved["outcome"]


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_example_text_output_agrees_with_json(capsys, example):
    data = _odds_json(capsys, example)
    code, out, err = run(capsys, "odds", str(example))
    assert code == 0, err
    exact = re.findall(r"= (\d+(?:/\d+)?)\s*$", out, flags=re.MULTILINE)
    assert {Fraction(text) for text in exact} <= {Fraction(v) for v in data["summary"].values()}
    shown = re.findall(r"^\s+(\d+\.\d)%  ", out, flags=re.MULTILINE)
    listed = [f"{100 * float(Fraction(o['probability'])):.1f}" for o in data["outcomes"][:12]]
    assert shown == listed
    assert "_" not in out.split("\n", 1)[1], "a raw key in the text output"


def test_examples_command_lists_every_example_with_its_procedure(capsys):
    code, out, _ = run(capsys, "examples", "--json")
    assert code == 0
    listed = json.loads(out)
    assert [item["name"] for item in listed] == [path.stem for path in EXAMPLES]
    for item, path in zip(listed, EXAMPLES, strict=True):
        assert f'procedure = "{item["procedure"]}"' in path.read_text(encoding="utf-8")
        assert item["description"] and "\n" not in item["description"]
    code, text, _ = run(capsys, "examples")
    assert code == 0 and all(item["name"] in text for item in listed)


def test_example_option_and_examples_path_work_from_any_folder(capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    by_name = _odds_json(capsys, "--example=his-basic")
    by_path = _odds_json(capsys, os.path.join("examples", "his-basic.toml"))
    assert by_name == by_path
    assert by_name["procedure"] == "his/field-battle"
    code, _, err = run(capsys, "odds", "--example", "no-such-example")
    assert code == 2 and "--example: no-such-example" in err and "his-basic" in err
    with pytest.raises(SystemExit) as done:
        main(["odds"])
    assert done.value.code == 2
    assert "FILE" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["it", "ru", "de"])
def test_every_log_line_starts_as_a_sentence(capsys, lang):
    # a line that starts with a name ("{fleet} wins the INT DR") is written with a capital first
    # letter in every language, though the names themselves are lower case in Italian and Russian
    starts = []
    for example in EXAMPLES:
        code, out, _ = run(capsys, "--lang", lang, "resolve", str(example), "--json")
        assert code == 0, example.name
        starts += [(example.name, entry["text"]) for entry in json.loads(out)["log"]]
    lower = [(name, text) for name, text in starts if text[:1].islower()]
    assert starts and not lower, lower[:3]
