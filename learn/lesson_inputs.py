"""What a lesson shows so that each answer can be worked out from the screen: the example's
set-up in words (:func:`setup_rows`, under the setup form's labels) before the first question,
and under a question that asks for a total or is decided by dice, what each side counts, from
the engine (:func:`question_inputs`), never the answer itself."""

from __future__ import annotations

from dataclasses import replace

from engine.messages import N_, Msg
from engine.procedure import State

from .drills_kinds import Question
from .drills_text import side_name
from .lessons import Lesson
from .setup_words import INDENT, setup_lines

INPUT_KINDS = ("modifiers", "dice", "winner", "next-step")


def _joined(items: list[Msg]) -> Msg:
    """Several parts of a total as one message: "+2 own fleets: 2 (+1 each); +1 …"."""
    if len(items) == 1:
        return items[0]
    return Msg(N_("{first}; {second}"), first=items[0], second=_joined(items[1:]))


def _counted(report, side: str, procedure: str, values: bool = True) -> Msg:
    """What ``side`` counts towards its total now: each source from the engine, with its value
    (``values``), or that nothing is added."""
    who = side_name(side, procedure)
    sources = report.for_side(side)
    if not sources:
        return Msg(N_("Nothing is added for {side}."), side=who)
    parts = [
        Msg(N_("{value:+d} {source}"), value=m.value, source=m.source) if values else m.source
        for m in sources
    ]
    return Msg(N_("What counts for {side}: {sources}"), side=who, sources=_joined(parts))


def _asked_side(state: State, question: Question, report) -> str | None:
    """The side a total question asks about (the side named in its text)."""
    named = dict(question.text.args).get("side")
    for side, _total in report.totals:
        if side_name(side, state.procedure) == named:
            return side
    return None


def question_inputs(state: State, question: Question) -> tuple[Msg, ...]:
    """The numbers ``question`` is worked out from, from the engine at ``state``, never its
    answer: for a total (``modifiers``, or a side's dice), each source the asked side counts,
    with its value; a lone source is named without its value, which would be the answer. For a
    question the dice decide (``winner``, ``next-step`` at a roll), what each side counts, and
    from which value a die hits."""
    if question.kind not in INPUT_KINDS:
        return ()
    report = state.modifiers()
    if question.kind in ("modifiers", "dice"):
        if report is None or (question.kind == "dice" and report.label.msgid != "dice"):
            return ()
        side = _asked_side(state, question, report)
        if side is None:  # (a dice question about the hit value names no side)
            return ()
        lone = len(report.for_side(side)) == 1
        return (_counted(report, side, state.procedure, values=not lone),)
    if not state.is_chance():
        return ()
    lines: list[Msg] = []
    if report is not None and report.label.msgid != "dice":  # (dice counts: the dice are shown)
        lines += [_counted(report, side, state.procedure) for side, _total in report.totals]
    if question.kind == "winner":
        groups = dict.fromkeys((g.label, g.hit_min) for g in state.dice() if g.hit_min and g.hits)
        lines += [
            Msg(N_("A die of “{dice}” hits on {value} or more."), dice=label, value=value)
            for label, value in groups
        ]
    return tuple(lines)


def with_inputs(state: State, question: Question) -> Question:
    """``question`` with :func:`question_inputs` among the lines shown above its options (a
    total's label first, the dice rolled last)."""
    inputs = question_inputs(state, question)
    if not inputs:
        return question
    if question.kind == "modifiers":
        return replace(question, details=question.details + inputs)
    return replace(question, details=inputs + question.details)


def setup_rows(lesson: Lesson) -> list[tuple[str, tuple[str, ...]]]:
    """The example's set-up in words, in the UI language of the moment, compact enough for a
    lesson step: one row per table of the scenario (a side, a fleet, an attack) as (heading,
    its values), the values outside any table in a row with no heading first. A table within
    (a leader, a card) is one value: "Leaders (Name: Charles V, Battle rating: 2)". The words
    are :func:`learn.setup_words.setup_lines`' (the setup form's labels and choice names)."""
    text = lesson.example_path.read_text(encoding="utf-8")
    loose: list[str] = []
    rows: list[tuple[str, tuple[str, ...]]] = []
    for label, children in _tree(setup_lines(lesson.procedure, text)):
        if children:
            rows.append((label, tuple(_inline(child) for child in children)))
        else:
            loose.append(label)
    return ([("", tuple(loose))] if loose else []) + rows


def _tree(lines: list[str]) -> list[tuple[str, list]]:
    """Indented set-up lines as (line, the lines under it) nodes."""
    top: list[tuple[str, list]] = []
    stack: list[tuple[int, list]] = [(-1, top)]
    for line in lines:
        depth = (len(line) - len(line.lstrip(" "))) // len(INDENT)
        node: tuple[str, list] = (line.strip(), [])
        while stack[-1][0] >= depth:
            stack.pop()
        stack[-1][1].append(node)
        stack.append((depth, node[1]))
    return top


def _inline(node: tuple[str, list]) -> str:
    label, children = node
    if not children:
        return label
    return f"{label} ({', '.join(_inline(child) for child in children)})"
