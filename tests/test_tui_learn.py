"""Pilot tests of the Learn screen (F6): a lesson from start to end, answered right and wrong;
a drill answered; a flashcard rated; the progress shown. All at 80×24."""

from __future__ import annotations

import re
from datetime import date, datetime, time

import pytest
from textual import events

import locales
from glossary.rule_refs import rule_place
from learn import flashcards
from learn.lessons import lessons
from learn.progress import Progress
from tests.tui_app_helpers import SIZE, pilot_test, ready
from tui.app import WartutorApp
from tui.widgets.learn_question import QuestionBox, render


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


async def _open_learn(pilot):
    await ready(pilot)
    await pilot.press("f6")
    for _ in range(200):
        if type(pilot.app.screen).__name__ == "LearnScreen" and pilot.app.screen.is_mounted:
            break
        await pilot.pause(0.02)
    await pilot.pause()
    return pilot.app.screen


async def _wait(pilot, condition, tries: int = 300):
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the screen did not get there")


async def _open_lesson_question(pilot, screen, lesson: str) -> QuestionBox:
    """Open ``lesson`` from the lesson list; its first question, once it waits for an answer."""
    screen.query_one("#lesson-list").highlighted = list(lessons()).index(lesson)
    await pilot.press("enter")
    await _wait(pilot, lambda: screen.walk is not None)
    box = screen.query_one("#lesson-question", QuestionBox)
    await _wait(pilot, lambda: box.waiting)
    await pilot.pause(0.1)
    return box


async def _answer(pilot, box: QuestionBox, right: bool) -> None:
    """Answer the shown question right or wrong, with the keys a learner uses."""
    question = box.question
    ids = [ident for ident, _text in question.options]
    options = box.query_one(".question-several" if question.several else ".question-one")
    if not options._in_view():  # a step opens at its top: the first key only shows the options
        await pilot.press("space" if question.several else "enter")
        await pilot.pause()
        assert options._in_view() and box.waiting
    if question.several:
        wanted = set(question.answer) if right else set(question.answer) ^ {ids[0]}
        for index, ident in enumerate(ids):
            if ident in wanted:
                box.query_one(".question-several").highlighted = index
                await pilot.press("space")
        await pilot.press("a")
    else:
        target = question.answer[0] if right else next(i for i in ids if i not in question.answer)
        box.query_one(".question-one").highlighted = ids.index(target)
        await pilot.press("enter")
    await pilot.pause()


@pilot_test
async def test_a_lesson_from_start_to_end_answering_right_and_wrong(tmp_path):
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        assert screen.tab == "lessons"
        lesson = lessons()["his-field-battle"]
        listing = screen.query_one("#lesson-list")
        listing.highlighted = list(lessons()).index(lesson.id)
        await pilot.press("enter")
        await _wait(pilot, lambda: screen.walk is not None)
        box = screen.query_one("#lesson-question", QuestionBox)
        asked = right = 0
        for stop_index, view in enumerate(screen.walk.views):
            assert screen.stop_index == stop_index
            for question in view.questions:
                await _wait(pilot, lambda q=question: box.question == q and box.waiting)
                correct = asked % 2 == 0
                await _answer(pilot, box, correct)
                feedback = str(box.query_one(".question-feedback").render())
                assert ("Right." in feedback) == correct
                assert rule_place(question.rule) in " ".join(feedback.split())
                assert question.rule not in feedback
                asked, right = asked + 1, right + correct
                if question is not view.questions[-1]:
                    assert "engine does" not in str(screen.query_one("#lesson-after").render())
                    await pilot.press("n")
            assert not box.waiting
            revealed = str(screen.query_one("#lesson-after").render())
            assert "What the engine does" in revealed
            for entry in view.revealed:
                assert entry.message.render(locales._) in revealed
            await pilot.press("n")
            await pilot.pause()
        assert screen.finished
        assert "Usual mistakes" in screen.card_markdown
        assert lesson.mistakes[0]["en"] in screen.card_markdown
        await pilot.press("x")
        await pilot.pause()
        saved = tmp_path / "data" / "cards" / "his-field-battle-en.md"
        assert saved.read_text(encoding="utf-8").startswith("# " + lesson.title["en"])
        await pilot.press("escape")
        await pilot.pause()
        assert screen.walk is None and screen.query_one("#lesson-list").display
    progress = Progress()
    assert progress.lesson_steps(lesson.id) == set(range(len(lesson.stops)))
    progress.close()


@pilot_test
async def test_options_out_of_view_are_shown_before_a_key_acts_on_them():
    # at 80×24 a lesson step opens at its top and its question's options are below the fold
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        box = await _open_lesson_question(pilot, screen, "ccc-interception")
        options = box.query_one(".question-one")
        assert app.focused is options and not options._in_view()
        await pilot.press("enter")  # shows them: nothing is picked unseen
        await pilot.pause()
        assert options._in_view() and box.waiting and options.highlighted == 0
        await pilot.press("up")  # on the first option: back up the page to the text
        await pilot.pause()
        assert not options._in_view() and screen.query_one("#lesson-scroll").scroll_y == 0
        await pilot.press("down")  # shows them again, the highlight where it was
        await pilot.pause()
        assert options._in_view() and options.highlighted == 0
        await pilot.press("down", "enter")  # now the keys act on the options
        await pilot.pause()
        assert not box.waiting and box.chosen == [box.question.options[1][0]]


@pilot_test
async def test_keys_typed_quickly_after_the_one_that_shows_the_options_act_on_them():
    # Enter, Down, Enter typed at once: the first shows the options; the others act at once,
    # before the page has scrolled and been laid out again (they were taken for more showing)
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        box = await _open_lesson_question(pilot, screen, "ccc-interception")
        options = box.query_one(".question-one")
        assert not options._in_view()
        options.action_select()  # shows them
        options.action_cursor_down()  # (no refresh in between: as fast as keys can come)
        options.action_select()
        await pilot.pause()
        assert not box.waiting and box.chosen == [box.question.options[1][0]]


@pilot_test
async def test_page_up_from_the_options_goes_back_to_the_text_above():
    # a drill or a lesson step scrolled down to its options: PgUp, like Up on the first option,
    # goes back up the page (the options need no paging of their own)
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        box = await _open_lesson_question(pilot, screen, "ccc-interception")
        options = box.query_one(".question-one")
        page = screen.query_one("#lesson-scroll")
        await pilot.press("down", "down")  # shows the options, then highlights the second
        await pilot.pause()
        assert options._in_view() and options.highlighted == 1 and page.scroll_y > 0
        low = page.scroll_y
        await pilot.press("pageup")
        await pilot.pause()
        assert page.scroll_y < low and app.focused is options and box.waiting


@pilot_test
async def test_the_option_cursor_never_wraps_round_and_a_wrong_answer_names_the_choice():
    # Up on the first option never lands on the last (a quick Up Enter answered with it), Down
    # on the last never on the first; the feedback names the option chosen
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open_learn(pilot)
        box = await _open_lesson_question(pilot, screen, "ccc-interception")
        options = box.query_one(".question-one")
        if not options._in_view():
            await pilot.press("down")  # (the first key shows the options)
        options.highlighted = 0
        await pilot.press("up")
        await pilot.pause()
        assert options.highlighted == 0
        last = options.option_count - 1
        options.highlighted = last
        await pilot.press("down")
        await pilot.pause()
        assert options.highlighted == last
        ids = [ident for ident, _text in box.question.options]
        wrong = next(i for i in ids if i not in box.question.answer)
        options.highlighted = ids.index(wrong)
        await pilot.press("enter")
        await pilot.pause()
        chosen = render(dict(box.question.options)[wrong])
        assert f"Not quite. You chose: {chosen}. The answer:" in str(box.feedback)


@pilot_test
async def test_an_answer_key_typed_before_the_question_was_shown_does_not_answer_it():
    # a burst typed while the next question was being made ("n Enter Enter") must not answer
    # the question unseen (it was recorded as a wrong answer); a key pressed after it answers
    app = WartutorApp()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open_learn(pilot)
        box = await _open_lesson_question(pilot, screen, "ccc-interception")
        options = box.query_one(".question-one")
        options._revealed = True  # (in view: the key would answer at once)
        early = events.Key("enter", "\r")
        early.time = box.asked_at - 0.05  # typed before the question was on screen
        options.post_message(early)
        await pilot.pause()
        assert box.waiting and not box.answered
        await pilot.press("enter")
        await pilot.pause()
        assert box.answered


@pilot_test
async def test_keys_that_do_not_apply_are_not_shown_and_do_nothing():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        for key in ("n", "a", "x", "f", "1"):
            await pilot.press(key)
            await pilot.pause()
        assert screen.walk is None and screen.tab == "lessons"
        shown = {b.binding.action for b in screen.active_bindings.values() if b.binding.show}
        assert not {"next", "check", "export", "flip", "rate(1)"} & {
            a for a in shown if screen.check_action(a.split("(")[0], ()) is not False
        }


@pilot_test
async def test_a_drill_is_answered_and_recorded():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        await pilot.press("d")
        box = screen.query_one("#drill-question", QuestionBox)
        await _wait(pilot, lambda: box.waiting)
        drill = screen.query_one("DrillsPane").drill
        head = screen.query_one("#drill-head")
        assert "Score this session: 0 of 0" in str(head.render())
        await _answer(pilot, box, right=True)
        assert not box.waiting
        await pilot.pause()
        # the score counts the answer at once, not only with the next drill
        assert "Score this session: 1 of 1" in str(head.render())
        await pilot.press("n")
        await _wait(
            pilot, lambda: box.waiting and screen.query_one("DrillsPane").drill is not drill
        )
    progress = Progress()
    assert progress.drill_accuracy()[(drill.procedure, drill.kind)] == (1, 1)
    progress.close()


@pytest.fixture
def midday(monkeypatch):
    """The learner's clock stands at noon (local time), so a card rated "again" is due later the
    same day whenever the test runs; a day's end is tested in tests/learn/test_flashcards.py."""
    noon = datetime.combine(date.today(), time(12), datetime.now().astimezone().tzinfo)
    monkeypatch.setattr(flashcards, "local_now", lambda: noon)
    return noon


@pilot_test
async def test_a_flashcard_is_flipped_and_rated_and_progress_shows_it(midday):
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        await pilot.press("c")
        cards = screen.query_one("CardsPane")
        await _wait(pilot, lambda: cards.card is not None)
        first = cards.card
        due = cards.deck.due_count()
        await pilot.press("3")  # not flipped yet: rating does nothing
        assert cards.card == first
        await pilot.press("f")
        await pilot.pause()
        assert first.back in str(screen.query_one("#card-back").render())
        await pilot.press("4")  # easy: not due again today
        await pilot.pause()
        assert cards.card != first and cards.deck.due_count() == due - 1
        second = cards.card
        # easy: the line says when it comes back (days, so the count fell)
        assert "the card you rated comes back in" in str(screen.query_one("#card-due").render())
        await pilot.press("f", "1")  # again: due again soon, but the next card comes first
        await pilot.pause()
        assert cards.card not in (first, second)
        # again: back within minutes, so it stays in today's count (said beside it)
        line = str(screen.query_one("#card-due").render())
        assert f"Cards due today: {due - 1} · the card you rated comes back in" in line
        assert "minute" in line
        await pilot.press("p")
        await pilot.pause()
        text = str(screen.query_one("#progress-text").render())
        assert "Reviews so far: 2" in text
        assert f"Cards due today: {due - 1}" in text


@pilot_test
async def test_the_learn_screen_follows_a_language_switch():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        app.set_language("de", save=False)
        await pilot.pause()
        tabs = screen.query_one("#learn-tabs")
        assert str(tabs.get_tab("lessons").label) == locales.translations("de").gettext("Lessons")
        listing = screen.query_one("#lesson-list")
        assert lessons()["ccc-interception"].title["de"] in str(
            listing.get_option_at_index(0).prompt
        )


@pilot_test
async def test_every_tab_key_reaches_its_tab_from_every_tab():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        names = {"l": "lessons", "d": "drills", "c": "cards", "p": "progress"}
        for key in "dcplcdpcldlpd":
            await pilot.press(key)
            await pilot.pause(0.05)
            assert screen.tab == names[key], key


@pilot_test
async def test_a_step_links_to_its_rules_paragraph_and_back():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        screen.start_lesson("soe-attack")
        await pilot.pause()
        stop = screen.walk.views[0].stop
        await pilot.press("o")
        await _wait(pilot, lambda: type(app.screen).__name__ == "LinksScreen")
        choice = app.screen.query_one("#choice")
        ids = [choice.get_option_at_index(i).id for i in range(choice.option_count)]
        assert ids[: len(stop.paragraphs)] == [f"paragraph:{p}" for p in stop.paragraphs]
        assert ids[len(stop.paragraphs) : -1] == [f"term:{t}" for t in stop.terms]
        # every line can be told apart (paragraphs of one section by their opening words),
        # and none shows a raw rule code
        labels = [str(choice.get_option_at_index(i).prompt) for i in range(choice.option_count)]
        assert len(set(labels)) == len(labels)
        assert not any(re.search(r"\b(his|soe|ccc) \d{3}\b", label) for label in labels)
        await pilot.press("enter")
        await _wait(pilot, lambda: app.current_mode == "reader")
        await pilot.press("f6")
        await _wait(pilot, lambda: app.current_mode == "learn")
        assert app.screen is screen and screen.walk is not None and screen.stop_index == 0


@pilot_test
async def test_a_language_switch_mid_lesson_and_mid_drill_redraws_both():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        screen.start_lesson("his-field-battle")
        await pilot.pause()
        box = screen.query_one("#lesson-question", QuestionBox)
        await _answer(pilot, box, right=True)
        app.set_language("ru", save=False)
        await pilot.pause(0.2)
        stop = screen.walk.views[0]
        text = str(screen.query_one("#lesson-text").render())
        assert stop.stop.text["ru"][:40] in text
        feedback = str(box.query_one(".question-feedback").render())
        assert locales.translations("ru").gettext("Right.") in feedback
        assert box.answered  # still answered: N goes on
        await pilot.press("d")
        drill_box = screen.query_one("#drill-question", QuestionBox)
        await _wait(pilot, lambda: drill_box.waiting)
        app.set_language("it", save=False)
        await pilot.pause(0.2)
        shown = str(drill_box.query_one(".question-text").render())
        assert drill_box.question.text.render(locales.translations("it").gettext) in shown
        assert drill_box.waiting


@pilot_test
async def test_f1_explains_the_learn_screen():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        await pilot.press("f1")
        await _wait(pilot, lambda: type(app.screen).__name__ == "HelpScreen")
        from tui.screens.help import general_help

        assert "**F6**" in general_help()
        assert "Four tabs" in screen.help_markdown()
        await pilot.press("escape")
        await _wait(pilot, lambda: app.screen is screen)


@pilot_test
async def test_a_language_switch_keeps_the_tab_in_front():
    """With a drill and a lesson open behind it, switching the language on another tab leaves
    that tab in front (the redrawn questions do not take the focus)."""
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        screen.start_lesson("his-field-battle")
        await pilot.pause()
        await pilot.press("d")  # a drill is drawn
        await _wait(pilot, lambda: screen.tab == "drills")
        for tab in ("progress", "cards", "lessons"):
            screen.action_tab(tab)
            await _wait(pilot, lambda tab=tab: screen.tab == tab)
            for lang in ("ru", "en"):
                app.set_language(lang, save=False)
                await pilot.pause(0.1)
                assert screen.tab == tab, (tab, lang)


async def _several_answer_drill(pilot, screen) -> QuestionBox:
    """The drills tab with a drill that has several answers ("which plays are legal")."""
    await pilot.press("d")
    await _wait(pilot, lambda: screen.tab == "drills")
    import random

    from learn import drills as generated

    drills = screen.query_one("DrillsPane")
    # the pane draws each drill's seed from its generator: start it where the next drill has
    # several answers (forty random tries sometimes found none)
    for start in range(1000):
        seed = random.Random(start).randrange(2**62)
        if generated.generate(seed, drills.procedure).question.several:
            break
    drills.rng = random.Random(start)
    drills.new_drill()
    await pilot.pause()
    return drills.query_one(QuestionBox)


@pilot_test
async def test_marked_options_are_named_under_a_several_answer_question():
    """Marks differ by colour alone, so the line under the options names them."""
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        box = await _several_answer_drill(pilot, screen)
        assert box.question.several
        feedback = box.query_one(".question-feedback")
        assert "Nothing marked yet." in str(feedback.render())
        options = box.query_one(".question-several")
        options.highlighted = 1
        await pilot.press("space")
        await pilot.pause()
        label = dict(box.question.options)[box.question.options[1][0]]
        assert f"Marked: {label.render(lambda t: t)}" in str(feedback.render())


@pilot_test
async def test_t_in_the_drills_picks_the_procedure_drilled():
    from learn.drills import PROCEDURES

    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        await pilot.press("d")
        box = screen.query_one("#drill-question", QuestionBox)
        await _wait(pilot, lambda: box.waiting)
        pane = screen.query_one("DrillsPane")
        assert pane.procedure is None and "every procedure" in str(
            screen.query_one("#drill-head").render()
        )
        for expected in [*PROCEDURES, None]:
            await pilot.press("t")
            await _wait(pilot, lambda: box.waiting)
            assert pane.procedure == expected
            if expected is not None:
                assert pane.drill.procedure == expected  # every drill asks about it
        await pilot.press("t", "n")
        await _wait(pilot, lambda: box.waiting)
        assert pane.drill.procedure == PROCEDURES[0]


@pilot_test
async def test_checking_with_nothing_marked_grades_nothing_and_says_what_to_do():
    app = WartutorApp()
    async with app.run_test(size=SIZE) as pilot:
        screen = await _open_learn(pilot)
        box = await _several_answer_drill(pilot, screen)
        assert box.question.several and box.waiting
        before = len(app._notifications)
        await pilot.press("a")  # nothing marked
        await pilot.pause()
        assert box.waiting and not box.answered  # not graded as a wrong answer
        assert any("Mark the answers" in str(n.message) for n in list(app._notifications)[before:])
