"""Pilot tests of the battle walkthrough, driven by keys only (the screens run in a small app)."""

from __future__ import annotations

import pytest
from textual.widgets import Static

import locales
from engine import registry
from engine.scenario import load_scenario
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    JANISSARIES,
    ROOT,
    SIZE,
    BattleTestApp,
    action_number,
    battle_app,
    default_state,
    now_text,
    pilot_test,
    private_dirs,
    settle,
    step,
    text_of,
)
from tui.widgets.battle_dice import BattleDice
from tui.widgets.battle_now import BattleNow


@pilot_test
async def test_his_walkthrough_play_card_physical_dice_outcome():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        start = screen.state
        card = next(c for c in start.cards() if c.playable)
        await pilot.press(action_number(start, card.action))
        await step(pilot)
        # the card is played: no longer playable, and the log says so with its rule
        played = next(c for c in screen.state.cards() if c.card == card.card)
        assert not played.playable
        assert screen.state.log[-1].rule == card.rule
        # pass at every later decision, up to the roll
        while screen.state.prompt() is not None:
            await pilot.press("1")
            await step(pilot)
        assert screen.state.is_chance()
        groups = screen.state.dice()
        dice = [
            6 if group.side == groups[0].side else 1 for group in groups for _ in range(group.count)
        ]
        await pilot.press("d", *"".join(map(str, dice)), "enter")  # "661…": one digit a die
        await step(pilot)
        state = screen.state
        assert state.is_terminal()
        # the engine given the same choices and dice ends the same way
        expected = start.apply(card.action)
        while expected.prompt() is not None:
            expected = expected.apply("pass")
        expected = expected.apply_dice(dice)
        assert state.outcome() == expected.outcome()
        shown = now_text(screen)
        assert "The battle is over." in shown
        assert f"The {expected.outcome()['winner']} wins the field battle" in shown
        # every step up to the last one is ticked
        steps = [str(option.prompt) for option in screen.query_one("#battle-steps")._options]
        assert steps[-1].startswith("✓")


@pytest.mark.parametrize("procedure", sorted(registry.procedures()))
@pilot_test
async def test_every_procedure_walks_to_the_end_by_keys(procedure):
    app = battle_app(default_state(procedure))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        for _press in range(200):
            if screen.state.is_terminal():
                break
            await pilot.press("r" if screen.state.is_chance() else "1")
            await step(pilot)
        assert screen.state.is_terminal()
        assert "The battle is over." in now_text(screen)


@pilot_test
async def test_bad_dice_show_the_message_and_keep_the_state():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        while not screen.state.is_chance():
            await pilot.press("1")
            await step(pilot)
        before = screen.state
        needed = sum(group.count for group in before.dice())
        # the field says whose dice come first (his 001: the attacker rolls, then the defender)
        attacker, defender = (group.count for group in before.dice())
        order = text_of(screen.query_one("#dice-order", Static))
        assert f"attacker: {attacker} dice, then defender: {defender} dice" in order
        error = screen.query_one("#dice-error", Static)
        await pilot.press("d", "1", "space", "2", "enter")
        await pilot.pause()
        assert screen.state is before
        assert f"expected {needed} dice, got 2" in text_of(error)
        field = screen.query_one("#dice-input")
        field.value = " ".join("7" * needed)
        await pilot.press("enter")
        await pilot.pause()
        assert screen.state is before
        assert "7 is not a die face (die 1; faces 1-6)" in text_of(error)
        field.value = "1 2 7"  # too few dice, and a bad face: the bad die is named first
        await pilot.press("enter")
        await pilot.pause()
        assert screen.state is before
        assert "7 is not a die face (die 3" in text_of(error)
        field.value = ""
        await pilot.press("x", "enter")
        await pilot.pause()
        assert screen.state is before
        assert "not a whole number" in text_of(error)
        await pilot.press("escape")  # leave the field; the state is still waiting for the roll
        assert screen.state is before and before.is_chance()


@pilot_test
async def test_undo_goes_back_to_the_last_roll_only():
    app = battle_app(load_scenario(JANISSARIES), str(JANISSARIES))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        first = screen.state
        await pilot.press(action_number(first, "play:landsknechts"))
        await step(pilot)
        second = screen.state
        await pilot.press("1")
        await step(pilot)
        await pilot.press("u")
        await step(pilot)
        assert screen.state is second
        await pilot.press("г")  # u on a Russian layout
        await step(pilot)
        assert screen.state is first
        await pilot.press("u")  # nothing before the start
        assert screen.state is first
        while not screen.state.is_chance():
            await pilot.press("1")
            await step(pilot)
        rolls = screen.state.rolls
        await pilot.press("к")  # r on a Russian layout
        await step(pilot)
        after_roll = screen.state
        assert after_roll.rolls == rolls + 1
        assert after_roll.prompt() is not None  # his 001 step 7: Janissaries may be played now
        await pilot.press("u")  # a roll cannot be taken back
        await step(pilot)
        assert screen.state is after_roll
        await pilot.press(action_number(after_roll, "play:janissaries"))
        await step(pilot)
        assert screen.state is not after_roll
        await pilot.press("u")
        await step(pilot)
        assert screen.state is after_roll


@pilot_test
async def test_language_switch_rerenders(monkeypatch):
    class Marked:
        def gettext(self, message):
            return f"«{message}»"

        def ngettext(self, singular, plural, count):
            return f"«{singular if count == 1 else plural}»"

    real = locales.translations
    monkeypatch.setattr(
        locales, "translations", lambda lang: Marked() if lang == "ru" else real(lang)
    )
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        assert "«" not in text_of(screen.query_one("#dice-heading"))
        app.set_language("ru")
        await step(pilot)
        assert text_of(screen.query_one("#dice-heading")).startswith("«")
        assert "«Here I Stand: field battle»" in text_of(screen.query_one("#battle-title"))
        footer = {b.description for _key, b in screen._bindings}
        assert "«Roll»" in footer


@pilot_test
async def test_odds_bars_before_the_roll_match_the_engine():
    from engine.odds import odds
    from locales import format_percent

    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        screen = app.screen
        while not screen.state.is_chance():
            await pilot.press("1")
            await settle(pilot)
        spec = registry.get(screen.state.procedure)
        summary = spec.summarize(odds(screen.state))
        bars = text_of(screen.query_one(BattleDice).query_one("#dice-odds"))
        for key, value in summary.items():
            if not key.startswith("expected") and value:
                assert format_percent(float(value)) in bars


@pilot_test
async def test_mouse_plays_a_card_and_switches_tabs():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        start = screen.state
        card = next(c for c in start.cards() if c.playable)
        button = screen.query_one(BattleNow)._buttons[
            start.prompt().action_ids().index(card.action)
        ]
        assert await pilot.click(button)
        await step(pilot)
        assert screen.state == start.apply(card.action)
        assert await pilot.click("#--content-tab-tab-modifiers")
        await pilot.pause()
        assert screen.query_one("#battle-tabs").active == "tab-modifiers"


@pilot_test
async def test_a_tied_roll_says_so_on_the_now_panel():
    # ccc 004 int-dr: a tie on the INT DR is rolled again
    path = ROOT / "examples" / "ccc-interception-pirates.toml"
    app = battle_app(load_scenario(path), str(path))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        assert app.screen.state.is_chance()
        await pilot.press("d", "6", "6", "enter")
        await step(pilot)
        screen = app.screen
        assert screen.state.is_chance() and screen.walk.moves  # the same roll again
        text = now_text(screen)
        assert "A tie: both fleets roll the INT DR again" in text
        assert "INT DR:" in text  # the dice that tied
        assert text.index("A tie") < text.index("Roll the dice")


@pilot_test
async def test_action_buttons_fit_their_whole_text_at_every_step():
    # long option texts wrap (Russian CCC land combat at 80x24), never cut, and every button
    # is as tall as its own text at once, without a resize
    from textual.content import Content

    locales.set_language("ru")
    app = battle_app(default_state("ccc/land-combat"))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        for key in ["1", "r", "2", "2", "1", "1"]:
            await pilot.press(key)
            await step(pilot)
            await pilot.pause()
            for button in app.screen.query_one(BattleNow)._buttons:
                if not button.display:
                    continue
                width = button.content_size.width
                lines = Content(str(button.label)).wrap(width)
                assert button.content_size.height == len(lines), (key, str(button.label))
        assert app.screen.state.step == "ccc/land-combat#retreats"


@pilot_test
async def test_enter_on_a_playable_card_plays_it_and_stays_in_the_battle():
    # his 001 step 4: the attacker may play a combat card; the Cards tab plays it, nothing more
    from tui.screens.battle import BattleScreen
    from tui.widgets.battle_cards import BattleCards

    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        while not any(card.playable for card in screen.state.cards()):
            await pilot.press("1")  # (the first choice: to the first step with a playable card)
            await step(pilot)
        start = screen.state
        card = next(c for c in start.cards() if c.playable)
        await pilot.press("c")
        await pilot.pause()
        cards = screen.query_one(BattleCards)
        cards.focus()
        await pilot.pause()
        await pilot.press("enter")
        await step(pilot)
        assert isinstance(app.screen, BattleScreen) and app.screen is screen
        assert screen.state == start.apply(card.action)
        assert app.opened_rules == []  # the reader is not opened as well


@pilot_test
async def test_the_key_bar_names_the_choice_keys_the_pending_choice_has():
    from tui.widgets.keybar import KeyBar

    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        bar = screen.query_one(KeyBar)
        while screen.state.prompt() is None and not screen.state.is_terminal():
            await pilot.press("r")
            await step(pilot)
        count = min(len(screen.state.prompt().actions), 9)
        bar.refresh_keys()
        shown = {display: text for _key, display, text, _action, _on in bar.offered}
        assert shown.get("1" if count == 1 else f"1-{count}") == "Choose", shown


@pytest.mark.parametrize("procedure", list(registry.procedures()))
@pilot_test
async def test_the_choice_keys_in_the_bar_follow_every_choice_of_a_whole_battle(procedure):
    # the bar itself (no refresh by the test) says "1-N" for the N actions of each choice in
    # turn, also when one choice follows another with a different number of actions
    from tui.widgets.keybar import KeyBar

    app = battle_app(default_state(procedure))
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        bar = screen.query_one(KeyBar)
        for number in range(40):
            state = screen.state
            if state.is_terminal():
                break
            if state.prompt() is None:
                await pilot.press("r")
            else:
                count = min(len(state.prompt().actions), 9)
                await pilot.pause()
                choose = [part[1] for part in bar.shown if part[3] == "choose(1)"]
                assert choose == ["1" if count == 1 else f"1-{count}"], (procedure, state.step)
                await pilot.press(str(count if number % 2 else 1))  # the last, then the first
            await step(pilot)


def test_the_help_explains_what_the_odds_panel_shows():
    # the panel's words for results that cannot happen, for averages and for changes in
    # percentage points are each explained in F1, in every language
    from tui.screens.battle_help import battle_help

    for lang in ("en", "de", "ru", "it"):
        locales.set_language(lang)
        try:
            text = battle_help()
            ruled_out = locales._("ruled out in this battle: {outcomes}").split(":")[0]
            assert ruled_out.casefold() in text.casefold(), lang
            unit = locales._("{change} pp").replace("{change}", "").strip()  # "pp", "Pp."
            assert f"({unit})" in text, lang
        finally:
            locales.set_language("en")
