"""What a drill says, in whatever language is active when it is shown: the names it gives to
what its scenario leaves unnamed, who chose what, abbreviations explained, no brackets inside
brackets, and parts of a total that do not read as a chain of labels."""

from __future__ import annotations

import re

import pytest

import locales
from learn import drills
from learn.drills import path_lines
from learn.drills_text import GLOSSES, side_name
from learn.setup_words import setup_lines

LANGUAGES = ("en", "de", "ru", "it")


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


def _english(message) -> str:
    return message.render(lambda text: text)


def _shown(drill) -> list[str]:
    """Every line the learner reads of ``drill``, in the active language."""
    question = drill.question
    messages = [question.text, *question.details, *(text for _i, text in question.options)]
    messages += [*question.explanation, *path_lines(drill)]
    rendered = [message.render(locales._) for message in messages]
    return rendered + setup_lines(drill.procedure, drill.scenario)


def _in(lang: str, message: str, **values) -> str:
    return locales.translations(lang).gettext(message).format(**values)


def _drill_naming_a_card(lang: str):
    locales.set_language(lang)
    try:
        for seed in range(100):
            drill = drills.generate(seed, "ccc/land-combat", "legal")
            if any(_in(lang, "Card {letter}", letter="A") in line for line in _shown(drill)):
                return drill
    finally:
        locales.set_language("en")
    raise AssertionError("no drill names a card")


def test_a_drill_made_in_italian_shows_its_card_names_in_russian_after_the_switch():
    drill = _drill_naming_a_card("it")
    italian, russian = (
        _in("it", "Card {letter}", letter="A"),
        _in("ru", "Card {letter}", letter="A"),
    )
    assert italian != russian
    locales.set_language("ru")
    shown = _shown(drill)
    assert not any(italian in line for line in shown)
    assert any(russian in line for line in shown)  # in the set-up and in the options
    assert any(russian in line for line in setup_lines(drill.procedure, drill.scenario))


def _name_pattern(lang: str, message: str) -> str:
    """A placeholder name as ``lang`` writes it, as a regular expression."""
    template = re.escape(locales.translations(lang).gettext(message))
    return template.replace(re.escape("{letter}"), "[A-Z]").replace(re.escape("{number}"), "[0-9]+")


@pytest.mark.parametrize("procedure", ["ccc/interception", "his/field-battle"])
def test_other_placeholder_names_follow_the_language_of_the_moment(procedure):
    names = ("General {letter}", "Fleet {number}", "Chart modifier {number}")
    locales.set_language("it")
    made = drills.generate_many(6, 3, procedure)
    for lang in LANGUAGES:
        locales.set_language(lang)
        for line in (line for drill in made for line in _shown(drill)):
            for name in names:
                for other in LANGUAGES:
                    for found in re.finditer(_name_pattern(other, name), line):
                        assert re.fullmatch(_name_pattern(lang, name), found.group()), (lang, line)


def test_the_same_seed_gives_the_same_drill_in_every_language():
    made = {}
    for lang in LANGUAGES:
        locales.set_language(lang)
        made[lang] = drills.generate_many(8, 40, "ccc/land-combat")
    locales.set_language("en")
    shown = {lang: [drill.to_json(_english) for drill in made[lang]] for lang in LANGUAGES}
    assert shown["it"] == shown["ru"] == shown["en"] == shown["de"]


def test_drilled_leaders_are_named_and_no_line_says_the_same_word_twice():
    seen = 0
    for drill in drills.generate_many(40, 7, "his/field-battle", "dice"):
        for line in map(_english, drill.question.explanation):
            assert "a leader with battle rating" not in line, line
            seen += "best leader: General " in line
    assert seen


def test_set_up_lines_name_a_drilled_leader():
    named = 0
    for drill in drills.generate_many(10, 0, "his/field-battle", "modifiers"):
        lines = setup_lines(drill.procedure, drill.scenario)
        for index, line in enumerate(lines):
            if re.fullmatch(r" *Leaders(, no\. \d+)?", line):
                assert re.fullmatch(r" +Name: General [A-Z]", lines[index + 1]), lines
                named += 1
    assert named


def _depth(text: str) -> int:
    depth = most = 0
    for char in text:
        depth += {"(": 1, ")": -1}.get(char, 0)
        most = max(most, depth)
    return most


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("procedure", ["ccc/interception", "ccc/land-combat"])
def test_ccc_questions_have_no_brackets_inside_brackets(procedure, lang):
    made = drills.generate_many(12, 60, procedure, "modifiers")
    locales.set_language(lang)
    for drill in made:
        for line in (drill.question.text, *drill.question.details):
            assert _depth(line.render(locales._)) <= 1, line.render(locales._)


def test_pn_is_explained_where_a_question_shows_it():
    explained = 0
    for drill in drills.generate_many(30, 80, "ccc/land-combat", "modifiers"):
        question = drill.question
        text = " ".join(map(_english, (question.text, *question.details)))
        if re.search(r"\bPN = ", text):
            assert GLOSSES["PN"] in question.details
            explained += 1
        else:
            assert GLOSSES["PN"] not in question.details
    assert explained


def test_the_steps_so_far_name_who_chose():
    both = 0
    for drill in drills.generate_many(60, 0, "soe/attack", "next-step"):
        lines = [_english(line) for line in path_lines(drill)]
        support = [line for line in lines if line.startswith("Naval support")]
        sides = "|".join(_english(side_name(side)) for side in ("attacker", "defender"))
        for line in support:
            assert re.match(rf"Naval support, ({sides}): chosen “", line), line
        if len(support) == 2:
            assert support[0] != support[1]  # the attacker's choice, then the defender's
            both += 1
    assert both


@pytest.mark.parametrize("procedure", drills.PROCEDURES)
def test_a_varied_value_is_named_once_not_as_a_chain_of_labels(procedure):
    for drill in drills.generate_many(4, 20, procedure, "likelier"):
        what = _english(dict(drill.question.text.args)["what"])
        assert ": " not in what, what
        assert re.fullmatch(r"[^()]+ \([^()]+\)|[^()]+", what), what


def test_each_part_of_a_total_starts_with_its_value():
    for drill in drills.generate_many(30, 5, None, "modifiers"):
        lines = [_english(line) for line in drill.question.explanation]
        for line in lines:
            if not line.startswith(("Total: ", "No modifiers")):
                assert re.match(r"[+-]\d+ \S", line), line
        total = int(drill.question.answer[0])
        parts = [int(line.split()[0]) for line in lines if re.match(r"[+-]\d", line)]
        assert sum(parts) == total
