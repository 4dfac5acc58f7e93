"""Shared helpers of the Pilot tests that visit every screen: reach each screen (and the
battle screen in each state) from whatever state the app is in."""

from __future__ import annotations

from textual.command import CommandPalette
from textual.widgets import Input

from tui.screens.battle import BattleScreen
from tui.widgets.paragraph import ParagraphView


async def reset(app, pilot) -> None:
    """Close whatever is in front (help, settings, the palette, a question)."""
    await pilot.pause(0.02)  # (screens that keys already asked for are shown first)
    while app.screen.is_modal:
        app.pop_screen()
        await pilot.pause(0.02)


async def _mode(app, pilot, mode: str) -> None:
    if app.current_mode != mode:
        app.switch_mode(mode)
        await pilot.pause()
    await reset(app, pilot)  # (a mode's own stack may hold a modal too)


async def glossary(app, pilot):
    await _mode(app, pilot, "glossary")
    app.screen.query_one("#search", Input).value = ""
    app.screen.action_focus_search()
    await pilot.pause()


async def glossary_entry(app, pilot):
    await _mode(app, pilot, "glossary")
    app.screen.show_entry("ccc.term.land-combat", record=False)
    app.screen.query_one("#results").focus()
    await pilot.pause()


async def reader(app, pilot):
    app.open_reader("his.field-battle")
    for _ in range(200):  # the mode switch lands after a refresh; a loaded machine is slow
        await pilot.pause(0.02)
        if app.current_mode == "reader" and app.screen.query("#toc"):
            break
    assert app.screen.query("#toc"), (
        f"reader not reached: mode {app.current_mode}, stack "
        f"{[type(s).__name__ for s in app.screen_stack]}"
    )
    app.screen.display_lang = None
    app.screen.query_one("#toc").focus()
    await pilot.pause()


async def reader_paragraph(app, pilot):
    await reader(app, pilot)
    app.screen.query(ParagraphView).first().focus()
    await pilot.pause()


async def setup(app, pilot):
    await _mode(app, pilot, "battle")
    while isinstance(app.screen, BattleScreen):
        app.pop_screen()
        await pilot.pause()
    app.screen.action_tab("pane-new")
    await pilot.pause()


async def setup_saved_battle(app, pilot):
    """The setup form showing a saved battle (saved here first), with its odds."""
    from engine.scenario import load_scenario
    from tests.tui_battle_helpers import JANISSARIES
    from tui.walk import Walk, save_battle

    walk = Walk.start(load_scenario(JANISSARIES), source=str(JANISSARIES))
    path = save_battle(walk.apply(walk.state.prompt().default), name="saved-for-tests")
    await setup(app, pilot)
    app.open_battle_file(str(path))
    for _ in range(200):  # the form and its odds follow after a refresh and a worker
        await pilot.pause(0.02)
        if str(app.screen.query_one("#setup-odds").render()).strip():
            break
    await pilot.pause()


async def setup_editor(app, pilot):
    """The setup form with the focus on its first field (once the form is built)."""
    await setup(app, pilot)
    # always the same procedure (the keys its first field leaves to the screen differ)
    app.screen.query_one("#setup-procedures").highlighted = 0
    await pilot.pause()
    app.screen.action_edit_scenario()
    await pilot.pause()
    from tui.widgets.scenario_form import ScenarioForm

    form = app.screen.query_one(ScenarioForm)
    for _ in range(100):
        await pilot.pause(0.02)
        if app.screen._in_form() and not form._pending and not form._focus_wanted:
            break
    if app.screen.query("#f-fortified"):
        app.screen.query_one("#f-fortified").focus()  # (its first field: a checkbox)
    await pilot.pause()


async def _battle(app, pilot, until, procedure="his/field-battle"):
    await _mode(app, pilot, "battle")
    if not isinstance(app.screen, BattleScreen) or app.screen.state.procedure != procedure:
        for unsaved in app.unsaved_battles():  # discarded, as the question would offer
            unsaved.forget_battle()
        app.start_walkthrough(procedure)
        await pilot.pause()
    screen = app.screen
    walk = screen._start.with_seed(0)  # from the start of the battle, with the same dice each run
    while not until(walk.state):
        prompt = walk.state.prompt()
        walk = walk.apply(prompt.default) if prompt else walk.roll()
    screen._change(walk)
    screen._saved = screen.walk
    screen.query_one("#battle-tabs").active = "tab-cards"
    screen.set_focus(None)
    screen._focus_for(walk.state)  # (leaving it needs no question in this test)
    await pilot.pause()


async def battle_decision(app, pilot):
    await _battle(app, pilot, lambda state: state.prompt() is not None and state.log)


async def battle_roll(app, pilot):
    await _battle(app, pilot, lambda state: state.is_chance())


async def battle_over(app, pilot):
    await _battle(app, pilot, lambda state: state.is_terminal())


async def learn(app, pilot):
    await _mode(app, pilot, "learn")
    await pilot.pause()


async def help_screen(app, pilot):
    await _mode(app, pilot, "glossary")
    await pilot.press("f1")
    await pilot.pause()


async def settings(app, pilot):
    await _mode(app, pilot, "glossary")
    await pilot.press("f2")
    await pilot.pause()


SCREENS = {
    "glossary": glossary,
    "glossary-entry": glossary_entry,
    "reader": reader,
    "reader-paragraph": reader_paragraph,
    "setup": setup,
    "setup-editor": setup_editor,
    "setup-saved-battle": setup_saved_battle,
    "battle-decision": battle_decision,
    "battle-roll": battle_roll,
    "battle-over": battle_over,
    "help": help_screen,
    "settings": settings,
}


async def palette(app, pilot):
    await _mode(app, pilot, "glossary")
    app.action_command_palette()
    await pilot.pause()
    assert CommandPalette.is_open(app)


def battle_of(procedure: str):
    """Reach a battle of ``procedure`` at its first decision or roll."""

    async def reach(app, pilot):
        await _battle(app, pilot, lambda state: True, procedure)

    return reach
