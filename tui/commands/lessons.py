"""``wartutor lessons``: list the guided lessons, take one on the plain command line, or print
a lesson's quick-reference card as Markdown."""

from __future__ import annotations

import sys

from engine.errors import InputError
from engine.messages import N_, Msg
from glossary.rule_refs import rule_place
from locales import _, ngettext
from tui.battle_text import render, sentence

from ._common import print_json

NAME = "lessons"
ORDER = 40


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("list the guided lessons, or take one on the command line"),
        description=_(
            "Guided lessons walk an example battle step by step: what happens and why, with the "
            "rule paragraph, and a question before the engine shows each result. Without "
            "options the lessons are listed. --take ID asks a lesson's questions here (answer "
            "with the option numbers) and keeps your progress; --card ID prints its "
            "quick-reference card as Markdown."
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("list the lessons as JSON"))
    parser.add_argument("--take", metavar="ID", help=_("take this lesson now"))
    parser.add_argument("--card", metavar="ID", help=_("print this lesson's card as Markdown"))
    parser.set_defaults(handler=run)


def _lesson(ident: str, flag: str):
    """The lesson ``ident``; an unknown id is bad input named after the ``flag`` that gave it."""
    from learn.lessons import lessons

    found = lessons()
    if ident not in found:
        raise InputError(
            flag,
            ident,
            Msg(N_("no such lesson; the lessons are: {ids}"), ids=", ".join(found)),
        )
    return found[ident]


def run(args) -> int:
    """List, take, or print the card of a lesson."""
    import locales
    from learn.lessons import lessons, text_in

    if args.take:
        return take(_lesson(args.take, "--take"))
    if args.card:
        from learn.lessons_run import summary, summary_markdown, walk_lesson

        card = summary(walk_lesson(_lesson(args.card, "--card")))
        sys.stdout.write(summary_markdown(card, locales.get_language(), _))
        return 0
    found = lessons().values()
    if args.json:
        rows = [
            {"id": lesson.id, "procedure": lesson.procedure, "title": lesson.title,
             "steps": len(lesson.stops)}
            for lesson in found
        ]  # fmt: skip
        print_json({"lessons": rows})
        return 0
    lang = locales.get_language()
    for lesson in found:
        steps = len(lesson.stops)
        count = ngettext("{count} step", "{count} steps", steps).format(count=steps)
        print(f"{lesson.id:22} {text_in(lesson.title, lang)} ({count})")
    print()
    print(_("Take one with: wartutor lessons --take ID"))
    return 0


def setup_block(lesson, width: int | None = None) -> list[str]:
    """The lesson example's set-up in words, as lines wrapped to the terminal: a heading, then
    one row per side or table ("Attacker — Armies: 2 · Fleets: 2 · …"), broken between values
    where it can."""
    import shutil

    from learn.lesson_inputs import setup_rows

    if width is None:  # the terminal's width; 80 when the output goes to a file or a pipe
        width = shutil.get_terminal_size().columns if sys.stdout.isatty() else 80
        width = max(40, min(width, 100))
    lines = [_("Set-up:")]
    for heading, values in setup_rows(lesson):
        lines += _packed(f"  {heading} — " if heading else "  ", values, width)
    return lines


def _packed(start: str, values, width: int, indent: str = "    ") -> list[str]:
    """``values`` joined with " · " after ``start``, wrapped to ``width`` between values; a
    value too long for a line starts a line of its own and is wrapped between its parts ("Attack
    Factor: 2, Moved: no"), and only a part longer than a third of a line between its words."""
    import re
    import textwrap

    glue = "\N{NO-BREAK SPACE}"  # (textwrap breaks at plain spaces only)
    lines, line = [], start
    for index, value in enumerate(values):
        before = "" if index == 0 else " · "
        if len(line) + len(before) + len(value) <= width:
            line += before + value
            continue
        if line.strip():
            lines.append(line)
        if len(indent) + 2 + len(value) <= width:
            line = indent + "· " + value
            continue
        head = indent + "· " if line.strip() else line
        parts = re.split(r"(, | \(|\))", value)  # (the delimiters kept, at odd places)
        glued = "".join(
            part.replace(" ", glue) if number % 2 == 0 and len(part) <= width // 3 else part
            for number, part in enumerate(parts)
        )
        wrapped = textwrap.wrap(
            glued,
            width,
            initial_indent=head,
            subsequent_indent=indent + "  ",
            break_on_hyphens=False,
        )
        lines += [part.replace(glue, " ") for part in wrapped[:-1]]
        line = wrapped[-1].replace(glue, " ")
    lines.append(line)
    return lines


def take(lesson) -> int:
    """Ask the lesson's questions on the command line; keep the steps done in the progress."""
    import locales
    from learn.lessons import text_in
    from learn.lessons_run import summary, summary_markdown, walk_lesson
    from learn.progress import Progress

    from .drill import _read_answer

    lang = locales.get_language()
    walk = walk_lesson(lesson)
    progress = Progress()
    for notice in progress.notices:
        print(notice, file=sys.stderr)
    from glossary.content import load_content

    from ..screens.learn_text import stop_text

    content = load_content()
    print(text_in(lesson.title, lang))
    right = asked = 0
    for view in walk.views:
        print()
        print(stop_text(walk, view, lang, content).plain)
        if view.index == 0:  # the numbers the questions are worked out from
            print()
            print("\n".join(setup_block(lesson)))
        for question in view.questions:
            print()
            print(render(question.text))
            for line in question.details:
                print("  " + render(line))
            for index, (_ident, text) in enumerate(question.options, 1):
                print(f"  {index}. {render(text)}")
            chosen = _read_answer(question)
            if chosen is None:
                progress.close()
                return 0
            asked += 1
            correct = question.check(chosen)
            right += correct
            if correct:
                print(_("Right."))
            else:
                texts = dict(question.options)
                answer = "; ".join(render(texts[ident]) for ident in question.answer)
                print(_("Not quite. The answer: {answer}").format(answer=answer))
            for line in question.explanation:
                print("  " + render(line))
            print(_("Rule: {rule}").format(rule=rule_place(question.rule)))
        print()
        print(render(view.move))
        for entry in view.revealed:
            print("  " + sentence(entry.message))
        if view.stop.after:
            print(text_in(view.stop.after, lang))
        progress.record_lesson_step(lesson.id, view.index)
    progress.close()
    print()
    print(_("{right} of {asked} right.").format(right=right, asked=asked))
    print()
    sys.stdout.write(summary_markdown(summary(walk), lang, _))
    return 0
