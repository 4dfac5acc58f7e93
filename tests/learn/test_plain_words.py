"""Plain words in Learn and the battle texts: a count picks the noun's form in every language
(Russian has three), and drill odds are percentages, not raw fractions."""

from __future__ import annotations

import re

import pytest

import locales
from engine.messages import Msg, Nn_
from learn.drills import generate

UNITS = Nn_(
    "The attacker loses {attacker} unit, the defender {defender}",
    "The attacker loses {attacker} units, the defender {defender}",
)


def _render(message: Msg, lang: str) -> str:
    locales.set_language(lang)
    try:
        return message.render(locales._)
    finally:
        locales.set_language("en")


@pytest.mark.parametrize(
    ("lang", "count", "expected"),
    [
        ("en", 1, "The attacker loses 1 unit, the defender 2"),
        ("en", 3, "The attacker loses 3 units, the defender 2"),
        ("de", 1, "Der Angreifer verliert 1 Einheit, der Verteidiger 2"),
        ("de", 3, "Der Angreifer verliert 3 Einheiten, der Verteidiger 2"),
        ("ru", 1, "Атакующий теряет 1 отряд, обороняющийся — 2"),
        ("ru", 3, "Атакующий теряет 3 отряда, обороняющийся — 2"),
        ("ru", 5, "Атакующий теряет 5 отрядов, обороняющийся — 2"),
        ("ru", 21, "Атакующий теряет 21 отряд, обороняющийся — 2"),
    ],
)
def test_a_count_picks_the_nouns_form(lang, count, expected):
    message = Msg(UNITS, plural_by="attacker", attacker=count, defender=2)
    assert _render(message, lang) == expected


def test_dice_counts_in_every_language():
    die = Nn_("{count} die", "{count} dice")
    assert _render(Msg(die, count=1), "en") == "1 die"
    assert _render(Msg(die, count=2), "en") == "2 dice"
    assert [_render(Msg(die, count=n), "ru") for n in (1, 2, 5)] == [
        "1 кость",
        "2 кости",
        "5 костей",
    ]
    assert _render(Msg(die, count=1), "it") == "1 dado"


def test_the_battle_log_says_1_unit(capsys):
    from tui.cli import main

    # his-basic: the attacker rolls 8 dice, the defender 6; one defender hit costs 1 unit
    dice = ",".join(["6"] * 8 + ["6"] + ["1"] * 5)
    assert main(["resolve", "--example", "his-basic", "--dice", dice, "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "The attacker loses 1 unit, the defender" in out
    assert not re.search(r"\b1 units\b|\b1 dice\b|\b1 hits\b", out), out


def test_drill_options_and_explanations_say_1_die():
    seen = False
    for seed in range(40):
        drill = generate(seed, None, "dice")
        texts = [text.render(locales._) for _ident, text in drill.question.options]
        texts += [line.render(locales._) for line in drill.question.explanation]
        for text in texts:
            assert not re.search(r"\b1 dice\b", text), text
        seen = seen or "1 die" in texts
    assert seen


def test_drill_odds_are_percentages_only():
    found = 0
    for seed in range(20):
        drill = generate(seed, None, "likelier")
        for line in drill.question.explanation:
            text = line.render(locales._)
            assert not re.search(r"\d+/\d+", text), text
            found += bool(re.search(r"\d%", text))
    assert found
