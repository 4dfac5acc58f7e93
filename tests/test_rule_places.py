"""Rule references are shown in words (game, chapter, section in the UI language), never as the
engine's codes: the command line, the battle screen's panels, drills and lessons."""

from __future__ import annotations

import re

import pytest

import locales
from engine import registry
from glossary.content import LANGUAGES, load_content
from glossary.rule_refs import rule_paragraph, rule_place
from learn.drills import generate
from learn.setup_words import setup_lines
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    JANISSARIES,
    SIZE,
    battle_app,
    pilot_test,
    private_dirs,
    settle,
    step,
    text_of,
)
from tui.cli import main

#: A rule code as the engine writes it: ``his 001 step 9``, ``soe 003 naval``.
CODE = re.compile(r"\b(his|ccc|soe|tenochtitlan) \d{3}\b")


def _all_rules() -> set[str]:
    rules = set()
    for procedure in registry.procedures():
        spec = registry.get(procedure)
        rules |= {info.rule for info in spec.steps} | set(spec.rules)
    return rules - {""}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_cited_rule_reads_as_game_chapter_and_section(lang):
    content = load_content()
    locales.set_language(lang)
    try:
        for rule in sorted(_all_rules()):
            place = rule_place(rule)
            assert not CODE.search(place), (rule, place)
            paragraph = rule_paragraph(rule, content)
            assert rule in paragraph.refs
            section = content.sections[paragraph.section_id]
            chapter = content.chapters[section.chapter_id]
            assert place.endswith(section.title[lang]), (rule, place)
            assert chapter.title[lang] in place
    finally:
        locales.set_language("en")


def test_the_field_battle_casualties_step_in_words():
    assert rule_place("his 001 step 9", "en") == "Here I Stand · Field battle · Step 9: Casualties"


def test_a_rule_reads_as_the_section_that_covers_it_most():
    assert rule_place("soe 003 land", "en").endswith("· Land combat")


def test_a_code_no_paragraph_covers_still_reads_in_words():
    locales.set_language("de")
    try:
        assert rule_place("his 001 step 99") == "Here I Stand · Schritt 99"
    finally:
        locales.set_language("en")


def test_resolve_log_shows_rules_in_words(capsys):
    assert main(["resolve", str(JANISSARIES), "--lang", "de"]) == 0
    out = capsys.readouterr().out
    assert not CODE.search(out), out
    assert "Here I Stand · Feldschlacht · Schritt 6" in out


def test_procedures_list_rules_in_words(capsys):
    assert main(["procedures"]) == 0
    out = capsys.readouterr().out
    assert not CODE.search(out)
    assert "[Here I Stand · Field battle · Step 9: Casualties]" in out


def test_drill_setups_name_chart_modifiers_in_words():
    locales.set_language("en")
    seen = False
    for seed in range(40):
        drill = generate(seed, "ccc/land-combat", "modifiers")
        lines = setup_lines(drill.procedure, drill.scenario)
        assert not any(re.search(r"\bsource \d+", line) for line in lines), lines
        seen = seen or any("Source: Chart modifier 1" in line for line in lines)
        for message in drill.question.explanation:
            assert not CODE.search(message.render(locales._))
    assert seen


def test_drill_explanations_cite_rules_in_words():
    found = False
    for seed in range(30):
        drill = generate(seed, "his/field-battle", "modifiers")
        for message in drill.question.explanation:
            text = message.render(locales._)
            assert not CODE.search(text), text
            found = found or "Here I Stand · Field battle · " in text
    assert found


@pilot_test
async def test_battle_panels_show_rules_in_words():
    from engine.scenario import load_scenario

    app = battle_app(load_scenario(JANISSARIES))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        for _press in range(40):
            if screen.state.is_terminal():
                break
            await pilot.press("r" if screen.state.is_chance() else "1")
            await step(pilot)
            texts = [text_of(screen.query_one("#now-step"))]
            for panel in ("#battle-cards", "#battle-modifiers", "#battle-log"):
                texts += [str(option.prompt) for option in screen.query_one(panel)._options]
            shown = "\n".join(texts)
            assert not CODE.search(shown), shown
        assert screen.state.is_terminal()
        log = "\n".join(str(option.prompt) for option in screen.query_one("#battle-log")._options)
        assert "Here I Stand · Field battle · Step" in log


def test_a_short_dice_list_names_the_step_by_number_and_title(capsys):
    assert main(["resolve", str(JANISSARIES), "--dice", "1,2"]) == 2
    err = capsys.readouterr().err
    assert "the roll at step 6 (Roll dice)" in err and "#" not in err
