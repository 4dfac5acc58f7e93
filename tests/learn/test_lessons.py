"""Lessons: the shipped content loads and walks, its texts hold no typed numbers and no copied
runs of words, every question is answered by the engine, and bad files are refused clearly."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine import registry
from engine.messages import Msg
from engine.scenario import load_scenario
from glossary.content import load_content
from learn.lessons import DATA_DIR, LANGUAGES, LessonError, lessons, load_lessons
from learn.lessons_run import summary, summary_markdown, walk_lesson

SHARED = Path(__file__).resolve().parents[3] / "shared"


def _texts(lesson):
    yield "title", lesson.title
    yield "intro", lesson.intro
    for index, stop in enumerate(lesson.stops):
        yield f"stops[{index}].text", stop.text
        if stop.after:
            yield f"stops[{index}].after", stop.after
    for index, mistake in enumerate(lesson.mistakes):
        yield f"mistakes[{index}]", mistake


def test_one_lesson_per_procedure_with_references_checked():
    found = load_lessons(content=load_content())  # raises on an unknown paragraph or term
    assert sorted(lesson.procedure for lesson in found.values()) == sorted(registry.procedures())


@pytest.mark.parametrize("lesson_id", sorted(lessons()))
def test_lesson_texts_hold_no_digits(lesson_id):
    # numbers the engine can compute come from it at run time, never from the text
    for where, texts in _texts(lessons()[lesson_id]):
        for lang in LANGUAGES:
            assert not re.search(r"\d", texts[lang]), f"{lesson_id} {where}.{lang}"


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="the source chapters are not here")
def test_lesson_texts_copy_no_run_of_twelve_words_from_the_sources():
    sources = [path.read_text(encoding="utf-8") for path in (SHARED / "seeds").glob("*.txt")]
    sources.append((SHARED / "rules" / "sources.md").read_text(encoding="utf-8"))
    runs = set()
    for text in sources:
        words = _words(text)
        runs.update(tuple(words[i : i + 12]) for i in range(len(words) - 11))
    for lesson in lessons().values():
        for where, texts in _texts(lesson):
            for lang in LANGUAGES:
                words = _words(texts[lang])
                copied = [words[i : i + 12] for i in range(len(words) - 11)]
                assert not any(tuple(run) in runs for run in copied), f"{lesson.id} {where}"


@pytest.mark.parametrize("lesson_id", sorted(lessons()))
def test_every_stop_pauses_where_it_says_and_asks_engine_questions(lesson_id):
    lesson = lessons()[lesson_id]
    walk = walk_lesson(lesson)
    assert len(walk.views) == len(lesson.stops)
    assert walk.final.is_terminal()
    for view, stop in zip(walk.views, lesson.stops, strict=True):
        assert view.state.step == stop.at
        assert [q.kind for q in view.questions] == list(stop.ask)
        for question in view.questions:
            ids = [ident for ident, _text in question.options]
            assert set(question.answer) <= set(ids)
            assert question.check(question.answer)


@pytest.mark.parametrize("lesson_id", sorted(lessons()))
def test_the_engine_reveals_what_a_winner_question_showed(lesson_id):
    # the dice a winner question shows are the dice the lesson then rolls, so the answer
    # matches the outcome the learner sees at the end
    walk = walk_lesson(lessons()[lesson_id])
    for view in walk.views:
        for question in view.questions:
            if question.kind == "winner":
                assert walk.final.outcome()["winner"] == question.answer[0]


def test_the_same_lesson_walks_the_same_way_twice():
    lesson = lessons()["his-field-battle"]
    first, second = walk_lesson(lesson), walk_lesson(lesson)
    assert [v.questions for v in first.views] == [v.questions for v in second.views]
    assert first.final.outcome() == second.final.outcome()


def test_a_played_card_is_what_the_engine_then_logs():
    # his 001 step 4: the lesson plays Field Artillery; the next stop's dice include its dice
    walk = walk_lesson(lessons()["his-field-battle"])
    revealed = [entry.rule for entry in walk.views[0].revealed]
    assert "his card #25" in revealed
    roll = walk.views[2].state
    plain = load_scenario(lessons()["his-field-battle"].example_path)
    while not plain.is_chance():
        plain = plain.apply("pass")
    assert roll.dice()[0].count > plain.dice()[0].count


def test_summary_lists_the_engine_steps_and_numbers_and_exports_markdown():
    walk = walk_lesson(lessons()["his-field-battle"])
    card = summary(walk)
    assert [title for _n, title, _r in card.steps] == [info.title for info in walk.final.steps]
    roll = walk.views[2].state
    shown = {(heading, items[0]) for heading, items in card.numbers}
    for group in roll.dice():
        assert (group.label, Msg("{count}d{sides}", count=group.count, sides=group.sides)) in shown
    text = summary_markdown(card, "de", lambda s: s)
    assert text.startswith("# " + lessons()["his-field-battle"].title["de"])
    assert (
        "Here I Stand · Feldschlacht: Rückzug in die Befestigungen, Schritt 1" in text
        and "his 001" not in text
        and lessons()["his-field-battle"].mistakes[0]["de"] in text
    )


def _write(folder: Path, text: str) -> Path:
    (folder / "bad.toml").write_text(text, encoding="utf-8")
    return folder


GOOD = (DATA_DIR / "his-field-battle.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (('procedure = "his/field-battle"', 'procedure = "his/nothing"'), "procedure"),
        (('example = "his-basic.toml"', 'example = "../secret.toml"'), "example"),
        (('at = "his/field-battle#roll"', 'at = "his/field-battle#nowhere"'), "stops[2].at"),
        (('ask = ["dice", "winner"]', 'ask = ["guess"]'), "stops[2].ask"),
        (('it = "Here I Stand: una battaglia', 'xx = "Here I Stand: una battaglia'), "title"),
        (("seed = 1", "seed = -4"), "stops[2].seed"),
        (('his.term.hit",', 'his.term.no-such-thing",'), "stops[2].terms"),
        (('id = "his-field-battle"', "id = [1]"), "id"),
        (("[title]", "title = 3\n[nothing]"), ""),
    ],
)
def test_a_bad_lesson_file_names_file_and_key(tmp_path, change, key):
    old, new = change
    assert old in GOOD
    with pytest.raises(LessonError) as caught:
        load_lessons(_write(tmp_path, GOOD.replace(old, new, 1)), content=load_content())
    assert caught.value.source.endswith("bad.toml")
    assert caught.value.key.startswith(key)


def test_a_stop_that_does_not_fit_the_example_is_refused_when_walked(tmp_path):
    text = GOOD.replace('play = "play:field-artillery"', 'play = "play:janissaries"')
    lesson = load_lessons(_write(tmp_path, text))["his-field-battle"]
    with pytest.raises(LessonError) as caught:
        walk_lesson(lesson)
    assert caught.value.key == "stops[0].play"


def test_unreadable_toml_is_one_clear_error(tmp_path):
    with pytest.raises(LessonError) as caught:
        load_lessons(_write(tmp_path, "id = \n"))
    assert "bad.toml" in caught.value.render()


def _lesson_texts(lang: str, game: str | None = None):
    for lesson in lessons().values():
        if game in (None, lesson.procedure.split("/")[0]):
            for where, texts in _texts(lesson):
                yield f"{lesson.id} {where}", texts[lang]


def test_italian_lessons_say_tu():
    voi = (
        r"\b([Vv]oi|[Vv]ostr[oaie]|[Vv]i lascia|rispondete|guardate|dite|ricontate\w*|leggete"
        r"|scegliete|potete|dovete|avete|siete)\b"
    )
    for where, text in _lesson_texts("it"):
        assert not re.search(voi, text), where
    assert any(re.search(r"\b(tu|tuo|tua|tue)\b", text) for _where, text in _lesson_texts("it"))


@pytest.mark.parametrize(
    ("game", "not_said", "entry"),
    [
        ("his", "пространств", "his.term.space"),  # a space is "город", as in the reader
        ("ccc", "район", "ccc.term.sea-area"),  # an area is "область"
        ("ccc", "бонус осады", "ccc.term.siege-bonus"),
        ("soe", "счёт", "soe.term.total"),
    ],
)
def test_russian_lessons_use_the_glossary_words(game, not_said, entry):
    term = load_content().entries[entry].terms["ru"]
    assert not_said not in term.lower()
    for where, text in _lesson_texts("ru", game):
        assert not_said not in text.lower(), (where, term)


def test_what_the_engine_does_names_the_step_and_who_chose():
    walk = walk_lesson(lessons()["his-field-battle"])
    move = walk.views[0].move.render(lambda text: text)
    assert move == "Attacker's combat cards, Hapsburg: chosen “play Field Artillery”"


@pytest.mark.parametrize("lesson_id", list(lessons()))
def test_made_up_names_in_a_lesson_s_questions_follow_the_ui_language(lesson_id):
    # a distractor from another step may name a fleet or card the lesson's example leaves
    # unnamed ("Fleet 1"): it is shown in the learner's language, as in drills
    import locales
    from learn.placeholders import placeholder
    from tui.battle_text import render

    walk = walk_lesson(lessons()[lesson_id])
    try:
        locales.set_language("it")
        for view in walk.views:
            for question in view.questions:
                for _ident, text in question.options:
                    shown = render(text) if isinstance(text, Msg) else str(text)
                    assert not any(
                        placeholder(word)
                        for word in re.findall(r"(?:Fleet|Card|General) \w+", shown)
                    ), shown
    finally:
        locales.set_language("en")
