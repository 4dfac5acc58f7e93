"""The setup form at 80×24 in every language: nothing essential cut (odds, labels, tabs)."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.widgets import Button

import locales
from engine.odds import odds
from engine.scenario import parse_scenario
from tests.test_tui_battle_form import odds_text, open_procedure, wait_for
from tests.tui_battle_helpers import SIZE, BattleTestApp, pilot_test
from tui.odds_rows import summary_rows
from tui.screens.battle_setup import BattleSetupScreen
from tui.walk import procedure_specs

LANGUAGES = ["en", "de", "ru", "it"]


def fits(widget) -> bool:
    """Whether the widget's whole text fits in the room it is given."""
    needed = widget.get_content_height(widget.container_size, widget.app.size, widget.size.width)
    return needed <= widget.size.height


@pytest.mark.parametrize("lang", LANGUAGES)
@pilot_test
async def test_the_odds_line_shows_every_result_that_can_happen(lang):
    locales.set_language(lang)
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        for spec in procedure_specs():
            if app.screen.query("#setup-procedures"):
                app.screen.query_one("#setup-procedures").focus()
            screen = await open_procedure(pilot, spec.id)
            state = parse_scenario(spec.default_scenario, "x")
            rows = [r for r in summary_rows(spec.id, odds(state)) if r.probability and r.value]
            expected = [
                f"{row.label}\N{NO-BREAK SPACE}{locales.format_percent(float(row.value))}"
                for row in rows
            ]
            await wait_for(
                pilot, lambda s=screen, e=expected: all(part in odds_text(s) for part in e)
            )
            await pilot.pause()
            assert fits(screen.query_one("#setup-odds")), (spec.id, odds_text(screen))


@pilot_test
async def test_labels_have_room_for_their_words():
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "soe/attack")
        await wait_for(pilot, lambda: screen.query("#f-attacker-land-alliance-tiles"))
        label = screen.query_one("#f-attacker-land-alliance-tiles").parent.query_one(".form-label")
        assert str(label.render()) == "Alliance tiles on land" and label.size.height == 1


@pytest.mark.parametrize("lang", ["de", "ru", "it"])
@pilot_test
async def test_the_editor_tabs_follow_a_language_change(lang):
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "soe/attack")
        app.set_language(lang)
        await pilot.pause()
        await pilot.pause()
        for button in screen.query("#setup-editor-tabs Button, #setup-start").results(Button):
            assert button.content_size.width >= cell_len(str(button.label)), button.label


@pytest.mark.parametrize("lang", ["de", "it"])
@pilot_test
async def test_a_hand_of_cards_shows_every_card_name_whole(lang):
    # German and Italian card names ("Schweizer Söldner", "Mercenari corrotti") were cut to
    # 16 characters beside their label; the list now goes under it
    locales.set_language(lang)
    app = BattleTestApp(BattleSetupScreen)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_procedure(pilot, "his/field-battle")
        await wait_for(pilot, lambda: screen.query("#f-attacker-cards"))
        cards = screen.query_one("#f-attacker-cards")
        await pilot.pause()
        for index in range(cards.option_count):
            name = str(cards.get_option_at_index(index).prompt)
            assert cell_len(name) + 4 <= cards.scrollable_content_region.width, name
