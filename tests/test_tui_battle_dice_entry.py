"""Pilot tests: at a roll the screen says "type N dice (e.g. 5 6 or 56), then Enter" (an
example of as many dice as asked for), and that is what happens: a digit typed anywhere on the
battle screen goes into the dice field with the cursor, the rest of the dice follow it, and Enter
applies them. Letters typed into the field never act as shortcuts; outside it, R still rolls the
engine's dice."""

from __future__ import annotations

from textual import events
from textual.widgets import Button, Input

from tests.tui_app_helpers import burst, notices
from tests.tui_battle_helpers import (  # noqa: F401  (private_dirs is an autouse fixture)
    SIZE,
    battle_app,
    pilot_test,
    private_dirs,
    step,
)


async def at_the_roll(pilot):
    """The default Here I Stand battle, passed up to its roll, the focus where it lands."""
    app = pilot.app
    await step(pilot)
    screen = app.screen
    while not screen.state.is_chance():
        await pilot.press("1")
        await step(pilot)
    await pilot.pause()
    return screen


def dice_for(state) -> list[int]:
    """Sixes for the first side, ones for the other (one value a die, in the field's order)."""
    groups = state.dice()
    return [
        6 if group.side == groups[0].side else 1 for group in groups for _ in range(group.count)
    ]


def field(screen) -> Input:
    return screen.query_one("#dice-input", Input)


@pilot_test
async def test_dice_typed_at_the_roll_go_into_the_field_and_enter_applies_them():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        before = len(screen.walk.moves)
        assert "then Enter" in field(screen).placeholder  # what the screen tells the player
        dice = dice_for(screen.state)
        await pilot.press(str(dice[0]))
        assert app.focused is field(screen) and field(screen).value == str(dice[0])
        await pilot.press(*"".join(map(str, dice[1:])), "enter")
        await step(pilot)
        assert len(screen.walk.moves) == before + 1
        assert screen.walk.moves[-1] == {"dice": dice}  # the player's dice, not the engine's
        assert not any("Roll first" in text for text in notices(app))


@pilot_test
async def test_dice_typed_in_a_burst_with_spaces_all_go_into_the_field_in_order():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        dice = dice_for(screen.state)
        text = " ".join(map(str, dice))
        burst(app, list(text))  # (as a fast typist sends them: all before the first is handled)
        for _ in range(50):
            await pilot.pause(0.02)
            if field(screen).value == text:
                break
        assert field(screen).value == text and screen.state.is_chance()  # nothing rolled
        await pilot.press("enter")
        await step(pilot)
        assert screen.walk.moves[-1] == {"dice": dice}


@pilot_test
async def test_letters_in_the_field_are_typed_and_r_rolls_outside_it():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        before = len(screen.walk.moves)
        await pilot.press("5", "r", "d")  # into the field: no roll, no shortcut
        await pilot.pause()
        assert field(screen).value == "5rd" and len(screen.walk.moves) == before
        await pilot.press("escape")  # out of the field: the keys are shortcuts again
        await pilot.pause()
        assert app.focused is not field(screen)
        await pilot.press("r")
        await step(pilot)
        assert len(screen.walk.moves) == before + 1
        assert screen.walk.moves[-1]["roll"] == "engine"


@pilot_test
async def test_enter_on_the_focused_roll_button_rolls_the_engines_dice():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        roll = screen.query_one("#dice-roll", Button)
        assert app.focused is roll and str(roll.label) == "Roll"  # the screen shows Enter's job
        await pilot.press("enter")
        await step(pilot)
        assert screen.walk.moves[-1]["roll"] == "engine"


@pilot_test
async def test_a_zero_typed_at_the_roll_goes_into_the_field_too():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        await pilot.press("0", "enter")
        await pilot.pause()
        assert field(screen).value == "0" and screen.state.is_chance()
        assert "not a die face" in str(screen.query_one("#dice-error").render())


@pilot_test
async def test_dice_pasted_at_the_roll_go_into_the_field():
    app = battle_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        dice = dice_for(screen.state)
        app.post_message(events.Paste(" ".join(map(str, dice)) + "\n"))
        await pilot.pause()
        assert app.focused is field(screen) and field(screen).value == " ".join(map(str, dice))
        await pilot.press("enter")
        await step(pilot)
        assert screen.walk.moves[-1] == {"dice": dice}


def test_the_typing_example_has_as_many_dice_as_the_roll_asks_for():
    from tui.widgets.battle_dice import dice_example

    assert dice_example(2) == ("5 6", "56")  # two dice were shown as "5 6 1 or 561"
    for count in (1, 2, 3, 4):  # (four for CCC's and SoE's two dice a side)
        spaced, joined = dice_example(count)
        assert len(spaced.split()) == len(joined) == count
    # a long roll is typed the same way: four, and "…" for the rest
    assert dice_example(16) == ("5 6 1 2 …", "5612…")


@pilot_test
async def test_after_dice_typed_for_one_roll_r_rolls_the_next():
    # soe 000: the naval roll, then the land roll; the player types the first, the engine rolls
    # the second with R (the key bar shows it), and a letter is never typed into the field
    from tests.tui_battle_helpers import default_state

    app = battle_app(default_state("soe/attack"))
    async with app.run_test(size=SIZE) as pilot:
        screen = await at_the_roll(pilot)
        dice = dice_for(screen.state)
        await pilot.press(*"".join(map(str, dice)), "enter")
        await step(pilot)
        while not screen.state.is_chance() and not screen.state.is_terminal():
            await pilot.press("1")
            await step(pilot)
        assert screen.state.is_chance(), "the default attack has a second roll"
        before = len(screen.walk.moves)
        await pilot.press("r")
        await step(pilot)
        assert len(screen.walk.moves) == before + 1
        assert screen.walk.moves[-1].get("roll") == "engine"
        assert field(screen).value == ""


@pilot_test
async def test_a_choice_and_the_dice_after_it_typed_in_one_burst_all_count():
    # his 001 step 5: France passes with 1, and the dice of step 6 follow at once; the dice
    # reached the app while the field had the focus, and the second was lost ("2" of "123")
    from tests.tui_battle_helpers import default_state

    app = battle_app(default_state().apply("pass"))  # the Hapsburgs have passed at step 4
    async with app.run_test(size=SIZE) as pilot:
        await step(pilot)
        screen = app.screen
        assert screen.state.step == "his/field-battle#defender-cards"
        burst(app, ["1", "2", "3"])
        for _ in range(50):
            await pilot.pause(0.02)
            if field(screen).value == "23":
                break
        await pilot.pause(0.2)
        assert screen.state.step == "his/field-battle#roll"
        assert field(screen).value == "23"
        assert app.focused is field(screen)  # still typing: Escape leaves the field, not the battle
