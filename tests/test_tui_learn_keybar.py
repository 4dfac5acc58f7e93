"""The Learn screen's key bar cannot drift: in every state (lesson list, a question waiting, a
question answered, the card, a drill, a flashcard before and after flipping, the progress) each
key the bar shows is pressed and its effect checked. A key added without a check here fails."""

from __future__ import annotations

from textual.command import CommandPalette

from learn.progress import Progress
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tui.app import WartutorApp
from tui.screens.help import HelpScreen
from tui.screens.learn import LearnScreen
from tui.widgets.keybar import KeyBar
from tui.widgets.learn_question import QuestionBox


async def _learn(app, pilot):
    while app.screen.is_modal:
        app.pop_screen()
        await pilot.pause()
    if app.current_mode != "learn":
        app.switch_mode("learn")
        await pilot.pause(0.1)
    return app.screen


async def list_state(app, pilot):
    screen = await _learn(app, pilot)
    screen.action_tab("lessons")
    if screen.walk is not None:
        screen.action_leave_lesson()
    await pilot.pause()


async def waiting_state(app, pilot):
    await list_state(app, pilot)
    app.screen.start_lesson("his-field-battle")  # stop 0 asks a several-answer question
    await pilot.pause()


async def answered_state(app, pilot):
    await waiting_state(app, pilot)
    box = app.screen.query_one("#lesson-question", QuestionBox)
    box.query_one(".question-several").select(box.question.options[0][0])  # an answer marked
    await pilot.pause()
    box.check_marked()
    await pilot.pause()


async def card_state(app, pilot):
    await list_state(app, pilot)
    screen = app.screen
    screen.start_lesson("tenochtitlan-combat")
    screen._show_summary()
    await pilot.pause()


async def drill_state(app, pilot):
    screen = await _learn(app, pilot)
    screen.action_tab("drills")
    await pilot.pause()
    box = screen.query_one("#drill-question", QuestionBox)
    if not box.waiting:
        screen.query_one("DrillsPane").new_drill()
        await pilot.pause()


async def drill_answered_state(app, pilot):
    await drill_state(app, pilot)
    box = app.screen.query_one("#drill-question", QuestionBox)
    box._check(list(box.question.answer))
    await pilot.pause()


async def cards_state(app, pilot):
    screen = await _learn(app, pilot)
    screen.action_tab("cards")
    await pilot.pause()
    screen.query_one("CardsPane").flipped = False
    screen.refresh_bindings()
    await pilot.pause()


async def flipped_state(app, pilot):
    await cards_state(app, pilot)
    app.screen.query_one("CardsPane").flip()
    app.screen.refresh_bindings()
    await pilot.pause()


async def progress_state(app, pilot):
    screen = await _learn(app, pilot)
    screen.action_tab("progress")
    await pilot.pause()


# the keys each state must at least show (besides help and the palette)
EXPECTED = {
    # outside a lesson Escape goes back to the previous screen ("back")
    "list": {"back"},
    # the options' keys (cursor_up stands for ↑↓; select for Enter or Space) while they wait
    "waiting": {"cursor_up", "select", "leave_lesson", "check", "links"},
    "answered": {"leave_lesson", "next", "links"},
    "card": {"leave_lesson", "export"},
    "drill": {"back", "cursor_up", "select", "links", "drill_procedure"},
    "drill-answered": {"back", "next", "links", "drill_procedure"},
    "cards": {"back", "flip"},
    "flipped": {"back", "rate(1)", "rate(2)", "rate(3)", "rate(4)"},
    "progress": {"back"},
}
STATES = {
    "list": list_state,
    "waiting": waiting_state,
    "answered": answered_state,
    "card": card_state,
    "drill": drill_state,
    "drill-answered": drill_answered_state,
    "cards": cards_state,
    "flipped": flipped_state,
    "progress": progress_state,
}


def _snapshot(app):
    screen = app.screen
    cards = screen.query_one("CardsPane")
    progress = Progress()
    reviews = progress.review_count()
    progress.close()
    return {
        "walk": screen.walk,
        "stop": (screen.stop_index, screen.question_index, screen.finished),
        "drill": screen.query_one("DrillsPane").drill,
        "procedure": screen.query_one("DrillsPane").procedure,
        "card": cards.card,
        "reviews": reviews,
        "notices": len(app._notifications),
        "question": _question_view(app),
    }


def _question_view(app):
    """The focused question's options: the highlighted one, the marked ones, the page's
    scroll and whether it is answered (what the arrows, Space and Enter change)."""
    focused = app.focused
    box = focused.parent if focused is not None else None
    if not isinstance(box, QuestionBox):
        return None
    page = focused._page()
    marked = tuple(getattr(focused, "selected", ()))
    return (focused.highlighted, marked, page.scroll_y if page else 0, box.answered)


def _effect(action: str, app, before: dict) -> bool:
    screen = app.screen
    name = action.removeprefix("app.").removeprefix("screen.")
    if name == "help":
        return isinstance(screen, HelpScreen)
    if name == "command_palette":
        return CommandPalette.is_open(app)
    if name.startswith("mode("):
        return app.current_mode == name.split("'")[1]
    if name == "back":
        return app.current_mode != "learn"
    if name == "leave_lesson":
        return screen.walk is None and before["walk"] is not None
    if name == "next":
        stop = (screen.stop_index, screen.question_index, screen.finished)
        if screen.tab == "drills":
            return screen.query_one("DrillsPane").drill is not before["drill"]
        return stop != before["stop"]
    if name == "check":  # graded, or (nothing marked) a notice saying to mark answers first
        box_id = "#drill-question" if screen.tab == "drills" else "#lesson-question"
        box = screen.query_one(box_id, QuestionBox)
        return box.answered or (
            not box.query_one(".question-several").selected
            and len(app._notifications) > before["notices"]
        )
    if name == "flip":
        return screen.query_one("CardsPane").flipped
    if name.startswith("rate("):
        progress = Progress()
        reviews = progress.review_count()
        progress.close()
        return reviews == before["reviews"] + 1
    if name == "export":
        return len(app._notifications) > before["notices"]
    if name == "drill_procedure":  # the next procedure, with a new drill about it
        pane = screen.query_one("DrillsPane")
        return pane.procedure != before["procedure"] and pane.drill is not before["drill"]
    if name in ("cursor_up", "select"):  # ↑↓ (down pressed), Enter or Space on the options
        after = _question_view(app)
        return before["question"] is not None and after != before["question"]
    if name == "links":
        kind = type(screen).__name__
        return kind == "LinksScreen" or app.current_mode == "reader"
    raise AssertionError(f"no effect check for the Learn bar's action {action!r}")


@pilot_test
async def test_every_key_in_the_learn_bar_does_what_it_says():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        for state, reach in STATES.items():
            await reach(app, pilot)
            await pilot.pause(0.05)
            bar = app.screen.query_one(KeyBar)
            bar.refresh_keys()
            shown = list(bar.shown)
            actions = {entry[3] for entry in shown} - {"help", "command_palette"}
            assert "app.mode('glossary')" in actions, f"{state}: no way back to the glossary shown"
            actions.discard("app.mode('glossary')")
            expected = set(EXPECTED[state])
            box = app.screen.query_one("#drill-question", QuestionBox)
            if state == "drill" and box.question.several:
                expected.add("check")  # a drill asking for a set of options
            # a full bar at 80 columns leaves out only the screen's spare keys (Enter or Space
            # on the options, which the question names; then the rules and terms key, which
            # the step lists); every other expected key is shown
            assert actions <= expected, state
            assert expected - actions <= set(LearnScreen.KEY_BAR_SPARE), state
            for key, _display, description, action, enabled in shown:
                assert description, (state, key)
                if not enabled:
                    continue
                await reach(app, pilot)
                await pilot.pause(0.05)
                before = _snapshot(app)
                # the arrows are one entry, ↑↓: down moves on from the first option
                await pilot.press("down" if action == "cursor_up" else key.split(",")[0])
                await pilot.pause(0.1)
                assert _effect(action, app, before), f"{state}: {key} ({action})"
