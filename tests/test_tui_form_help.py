"""The setup form's help line says all of the focused field's help: what it is, its range and
the step whose rule it follows (named by its section only: the form is that procedure's)."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.widgets import Static

import locales
from engine import registry
from tests.test_tui_battle_form import open_procedure
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs
from tui.widgets.form_help import field_help
from tui.widgets.scenario_form import ScenarioForm


def _fields(table):
    for field in table.fields:
        yield field
        for inner in (field.table, field.item and field.item.table, field.item):
            if inner is not None and hasattr(inner, "fields"):
                yield from _fields(inner)


def _every_help():
    """(language, procedure id, field, its help in the form) for every field of every
    procedure, in every UI language (English again afterwards)."""
    try:
        for lang in locales.LANGUAGES:
            locales.set_language(lang)
            for spec in procedure_specs():
                for field in _fields(registry.get(spec.id).schema):
                    yield lang, spec.id, field, field_help(field)
    finally:
        locales.set_language("en")


async def _help_box() -> tuple[int, int]:
    """The help line's width and its most lines, in the form at 80x24."""
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        help_line = screen.query_one(ScenarioForm).query_one("#form-help", Static)
        return help_line.content_region.width, int(help_line.styles.max_height.value)


@pilot_test
async def test_every_field_help_fits_the_help_line_at_80_by_24():
    width, lines = await _help_box()
    console = Console(width=width)
    checked = 0
    for lang, procedure, field, text in _every_help():
        if not text:
            continue
        wrapped = Text(text).wrap(console, width)
        assert len(wrapped) <= lines, (lang, procedure, field.key, len(wrapped), text)
        # the form is the procedure's own: its rule is named by the section alone
        assert not field.rule or "·" not in text.rsplit("[", 1)[-1], text
        checked += 1
    assert checked > 100


def test_the_help_speaks_the_forms_words_not_the_files():
    # the helps are written for scenario files (TOML values, true / false); the form shows a
    # choice by its label and a yes/no value as a box, so its help must use those words
    import re

    from tui.widgets.form_inputs import choice_label

    checked = 0
    for lang, _procedure, field, text in _every_help():
        if not field.help:
            continue
        if field.type == "bool":
            assert not re.search(r"\b(true|false)\b", text), (lang, field.key, text)
            checked += 1
        for choice in field.choices:
            shown = choice_label(field, choice)
            raw = rf"(?<![\w-]){re.escape(choice)}(?![\w-])"
            if re.search(raw, shown):
                continue  # the label holds the word ("normal (nicht rot)")
            if "-" in choice or lang != "en":
                assert not re.search(raw, text), (lang, field.key, choice, text)
                checked += 1
    assert checked > 50
