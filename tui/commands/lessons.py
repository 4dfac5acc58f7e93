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


def _lesson(ident: str):
    from learn.lessons import lessons

    found = lessons()
    if ident not in found:
        raise InputError(
            "--take/--card",
            ident,
            Msg(N_("no such lesson; the lessons are: {ids}"), ids=", ".join(found)),
        )
    return found[ident]


def run(args) -> int:
    """List, take, or print the card of a lesson."""
    import locales
    from learn.lessons import lessons, text_in

    if args.take:
        return take(_lesson(args.take))
    if args.card:
        from learn.lessons_run import summary, summary_markdown, walk_lesson

        card = summary(walk_lesson(_lesson(args.card)))
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
