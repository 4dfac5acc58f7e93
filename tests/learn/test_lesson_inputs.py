"""A lesson shows what its questions are worked out from before it asks them: the example's
set-up in words before the first question, and under a question that asks for a total or is
decided by dice, what each side counts (from the engine), never the answer. Its card says what
a die does in the procedure's own words, and names the step of each number; a wrong option's
reason agrees with what the lesson said."""

from __future__ import annotations

import io
import re

import pytest

import locales
from engine.messages import Msg
from learn.drills_text import side_name
from learn.lesson_inputs import setup_rows
from learn.lessons import LANGUAGES, lessons
from learn.lessons_run import summary, summary_markdown, walk_lesson
from learn.setup_words import setup_lines
from tui.cli import main


@pytest.fixture(autouse=True)
def english():
    locales.set_language("en")
    yield
    locales.set_language("en")


def en(message) -> str:
    return message.render(lambda text: text)


def _details(question) -> str:
    return "\n".join(en(line) for line in question.details)


def _take(capsys, monkeypatch, lesson_id: str, *flags: str) -> str:
    """The lesson taken on the command line, every question answered right."""
    lines = []
    for view in walk_lesson(lessons()[lesson_id]).views:
        for question in view.questions:
            ids = [ident for ident, _text in question.options]
            lines.append(",".join(str(ids.index(a) + 1) for a in question.answer))
    monkeypatch.setattr("sys.stdin", io.StringIO("\n".join(lines) + "\n"))
    assert main(["lessons", "--take", lesson_id, *flags]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("lesson_id", sorted(lessons()))
def test_every_value_of_the_set_up_is_shown_before_the_first_question(
    capsys, monkeypatch, lesson_id
):
    # his 001 step 4, soe 003, ccc 000, tenochtitlan 002: what each side has (units, leaders,
    # cards held, fleets, modifiers) decides the answers; the lesson shows it before asking
    lesson = lessons()[lesson_id]
    out = _take(capsys, monkeypatch, lesson_id)
    first = walk_lesson(lesson).views[0].questions[0]
    shown = " ".join(out[: out.index(en(first.text))].split())
    assert "Set-up:" in shown
    text = lesson.example_path.read_text(encoding="utf-8")
    for line in setup_lines(lesson.procedure, text):
        assert " ".join(line.split()) in shown, line
    assert out.count("Set-up:") == 1  # once, not at every step


def test_the_set_up_names_the_cards_each_side_holds():
    # his 001 step 4-5: which plays are open depends on the cards in each hand
    rows = dict(setup_rows(lessons()["his-field-battle"]))
    assert "Cards: Field Artillery, Tercios" in rows["Attacker"]
    assert "Cards: Arquebusiers" in rows["Defender"]


def test_the_soe_set_up_gives_fleets_armies_training_tiles_and_forts():
    # soe 003 naval / land: the scores count fleets, armies, training tiles and forts
    rows = dict(setup_rows(lessons()["soe-attack"]))
    assert {"Fleets: 2", "Allied fleets: 1", "Navy Training tiles: 1"} <= set(rows["Attacker"])
    assert {"Armies: 1", "Fleets: 2", "Forts: 1", "Army Training tiles: 1"} <= set(rows["Defender"])


def test_a_modifier_that_needs_a_card_names_the_card_not_its_id():
    # ccc 000 cards: a card's modifier counts only when that card is played
    rows = dict(setup_rows(lessons()["ccc-land-combat"]))
    assert any("Only when: play placeholder non-red card" in v for v in rows["Attacker"])
    assert not any("card:" in value for values in rows.values() for value in values)


def _questions(kinds):
    for lesson_id, lesson in lessons().items():
        for view in walk_lesson(lesson).views:
            for question in view.questions:
                if question.kind in kinds:
                    yield lesson_id, view.state, question


def _a_total(state, question) -> bool:
    """A question that asks for a side's total: its modifiers, or its dice where modifiers
    count dice (not the hit value, which names no side)."""
    if question.kind == "modifiers":
        return True
    report = state.modifiers()
    return (
        report is not None and report.label.msgid == "dice" and "side" in dict(question.text.args)
    )


TOTALS = [(ident, s, q) for ident, s, q in _questions({"modifiers", "dice"}) if _a_total(s, q)]


@pytest.mark.parametrize(("lesson_id", "state", "question"), TOTALS,
                         ids=[f"{ident}-{q.kind}" for ident, _s, q in TOTALS])  # fmt: skip
def test_a_total_question_shows_what_the_side_counts_but_not_the_total(lesson_id, state, question):
    # soe 003 naval (naval score), ccc 000 step 4 (LC DR modifiers), his 001 step 2 (dice),
    # tenochtitlan 002 Kampfprozedur (attack value): each source of the total, from the engine
    report = state.modifiers()
    side = next(s for s, _t in report.totals if side_name(s, state.procedure) ==
                dict(question.text.args)["side"])  # fmt: skip
    total = dict(report.totals)[side]
    sources = report.for_side(side)
    shown = _details(question)
    for modifier in sources:
        assert en(modifier.source) in shown
    assert f"Total: {total}" not in shown and f"total {total}" not in shown
    if len(sources) == 1:  # its value would be the answer itself
        assert f"{total:+d} " not in shown
    else:
        for modifier in sources:
            assert f"{modifier.value:+d} {en(modifier.source)}" in shown
    assert TOTALS  # (every lesson with a total question is checked)


DICE_DECIDE = list(_questions({"winner", "next-step"}))


@pytest.mark.parametrize(("lesson_id", "state", "question"), DICE_DECIDE,
                         ids=[f"{ident}-{q.kind}" for ident, _s, q in DICE_DECIDE])  # fmt: skip
def test_a_question_the_dice_decide_shows_each_side_s_numbers(lesson_id, state, question):
    # soe 003 land (scores), ccc 004 int-dr (INT DR modifiers), his 001 step 6 (hit value),
    # tenochtitlan 002 Kampfprozedur: with the dice shown, who wins follows from these numbers
    if not state.is_chance():
        assert "What counts" not in _details(question)
        return
    shown = _details(question)
    report = state.modifiers()
    if report is not None and report.label.msgid != "dice":
        for side, _total in report.totals:
            assert en(side_name(side, state.procedure)) in shown
            for modifier in report.for_side(side):
                assert f"{modifier.value:+d} {en(modifier.source)}" in shown
    if question.kind == "winner":
        for group in state.dice():
            if group.hit_min and group.hits:
                assert f"hits on {group.hit_min} or more" in shown
    # the numbers come before the dice shown, and no line gives a side's total
    assert "Total" not in shown


def test_the_numbers_come_before_the_options_on_the_command_line(capsys, monkeypatch):
    # soe 003 naval: the defender's naval score counts its own fleets
    out = _take(capsys, monkeypatch, "soe-attack")
    inputs = out.index("What counts for the defender: own fleets: 2 (+1 each)")
    assert inputs < out.index("1. total", inputs) < out.index("Total: 2", inputs)
    land = out.index("What counts for the attacker: +1 naval support")
    assert land < out.index("1. the attacker", land)


def _card(lesson_id: str) -> str:
    return summary_markdown(summary(walk_lesson(lessons()[lesson_id])), "en", lambda s: s)


def test_the_tenochtitlan_card_gives_each_die_result_in_the_engine_s_words():
    # tenochtitlan 002 Kampfprozedur: no hits; an attack value of DF + 1 disorders the unit and
    # makes it retreat, DF + 2 or more eliminates it, less has no effect
    from engine.games.tenochtitlan import rules, story

    card = _card("tenochtitlan-combat")
    assert "hits on" not in card and "hit" not in card.lower().split("usual mistakes")[0]
    line = next(text for text in card.splitlines() if "attack die (2 + 1d6 against 4)" in text)
    faces = rules.face_results(2, 4)  # the example's attack value against its defence
    for outcome in ("none", "disorder", "eliminate"):
        values = [face for face, result in faces.items() if result == outcome]
        shown = str(values[0]) if len(values) == 1 else f"{values[0]}–{values[-1]}"
        assert f"die {shown}: {story.RAW_NAMES[outcome]}" in line


def test_the_tenochtitlan_card_gives_each_attacks_results_after_the_seeds_changes():
    # tenochtitlan 002 Kombinierte Angriffe: artillery firing alone cannot eliminate a unit that
    # is not disordered (the example's first attack), so its 4-6 is a retreat; Rückzüge: the
    # warriors, disordered by then, are eliminated by the cavalry's 3 (a retreat forced)
    card = _card("tenochtitlan-combat")
    lines = [text for text in card.splitlines() if "attack die (2 + 1d6 against 4)" in text]
    artillery, cavalry = lines
    assert (
        "die 4–6: DF + 2 or more: eliminated; here instead: disordered, retreat of 2 hexes"
        in artillery
    )
    assert "die 3: DF + 1: disorder and retreat 2 hexes; here instead: eliminated" in cavalry
    assert "die 4–6: DF + 2 or more: eliminated ·" in cavalry + " ·"


def test_the_soe_card_says_which_combat_each_number_belongs_to():
    # soe 003 naval / land: both combats roll two dice per side; a total of 7 costs a fleet at
    # sea and a unit on land
    numbers = _card("soe-attack").split("**Usual mistakes**")[0]
    lines = [text for text in numbers.splitlines() if text.startswith("- ")]
    dice = [text for text in lines if "two dice" in text]
    assert len(dice) == 4 and len(set(dice)) == 4
    assert all(t.startswith("- Naval combat — ") for t in dice if "extra fleet" in t)
    assert all(t.startswith("- Land combat — ") for t in dice if "extra unit" in t)
    modifiers = [text for text in lines if "modifiers of" in text]
    assert [t.split(" — ")[0] for t in modifiers] == ["- Naval combat"] * 2 + ["- Land combat"] * 2


def test_a_card_with_one_rolling_step_names_no_step():
    # his 001 step 6: one roll, so the numbers need no step name
    card = _card("his-field-battle")
    assert "— attacker: dice: 10d6 · hits on 5 or more" not in card
    assert "- attacker: dice: 10d6 · hits on 5 or more" in card


# What the lesson must have said for an engine reason given to a wrong card option to agree
# with it (ccc 000 cards: cards at the start of each step; after step 3 only reaction cards).
REASONS = {
    "cards are played at the start of a step": {
        "en": "only at the start of a step",
        "de": "nur zu Beginn eines Schritts",
        "ru": "только в начале шага",
        "it": "solo all'inizio di un passo",
    },
    "from step 4 on only reaction cards can be played (in steps 1-3 any card that is not red)": {
        "en": "only reaction cards",
        "de": "nur noch Reaktionskarten",
        "ru": "только карты реакции",
        "it": "solo carte reazione",
    },
}


def _reason(line: Msg) -> str | None:
    """The engine's reason in a "“{action}”: {reason}" explanation line, if it is one."""
    reason = dict(line.args).get("reason")
    return reason.msgid if isinstance(reason, Msg) else None


def test_a_wrong_card_option_is_explained_as_the_lesson_said_it():
    # ccc 000 cards: the reaction card offered after the rolls is wrong because cards are played
    # at the start of a step, which the lesson states, so the feedback agrees with it
    lesson = lessons()["ccc-land-combat"]
    walk = walk_lesson(lesson)
    met = set()
    for view in walk.views:
        said = {lang: " ".join(walk.lesson.stops[i].text[lang] for i in range(view.index + 1))
                for lang in LANGUAGES}  # fmt: skip
        for question in view.questions:
            if question.kind != "legal":
                continue
            for line in question.explanation:
                reason = _reason(line)
                if reason in REASONS:
                    met.add(reason)
                    for lang in LANGUAGES:
                        assert REASONS[reason][lang] in said[lang], (reason, lang)
    assert met == set(REASONS)  # both distractors are offered, and both agree with the text
    last = walk.views[-1]
    option = next(t for i, t in last.questions[0].options if "reaction card" in en(t))
    assert option is not None
    assert re.search(r"not even a reaction card", lesson.stops[last.index].text["en"])
