"""``wartutor drill``: engine-checked questions on the plain command line, or as JSON."""

from __future__ import annotations

import argparse
import os
import sys

from engine import registry
from engine.errors import InputError, clipped
from engine.messages import N_, Msg
from glossary.rule_refs import rule_place
from locales import _
from tui.battle_text import render, sentence

from ._common import print_json

NAME = "drill"
ORDER = 41
MAX_COUNT = 100
MAX_SEED = 2**63


def _bounded(most: int, least: int = 0):
    def parse(value: str) -> int:
        try:
            number = int(value)
        except ValueError:
            number = least - 1
        if not least <= number <= most:
            raise argparse.ArgumentTypeError(
                _("must be a whole number from {least} to {most}, not {value!r}").format(
                    least=least, most=most, value=clipped(value)
                )
            )
        return number

    return parse


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    from learn.drills_names import KINDS, PROCEDURES

    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("practise with generated questions that the engine checks"),
        description=_(
            "Ask questions about random battles: how many dice, which plays are legal, who "
            "wins, the modifiers, the next step, which set-up gives the better chance. Answer "
            "with the option numbers (several separated by commas); your answers are kept in "
            "your progress. With --json the drills are printed instead of asked."
        ),
    )
    parser.add_argument("--procedure", choices=PROCEDURES, help=_("only this procedure"))
    parser.add_argument("--kind", choices=KINDS, help=_("only this kind of question"))
    parser.add_argument(
        "--count",
        type=_bounded(MAX_COUNT, 1),
        default=5,
        help=_("how many questions (1 to {most}, default 5)").format(most=MAX_COUNT),
    )
    parser.add_argument(
        "--seed",
        type=_bounded(MAX_SEED),
        help=_("the same seed gives the same questions (default: new ones each time)"),
    )
    parser.add_argument("--json", action="store_true", help=_("print the drills as JSON"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    """Print the drills as JSON, or ask them one by one."""
    from learn import drills

    if not drills.pairs(args.procedure, args.kind):
        raise InputError(
            "--kind",
            args.kind,
            Msg(N_("no questions of this kind for {procedure}"), procedure=args.procedure),
        )
    seed = (
        args.seed
        if args.seed is not None
        else int.from_bytes(os.urandom(8)) % (MAX_SEED - MAX_COUNT)
    )
    found = drills.generate_many(args.count, seed, args.procedure, args.kind)
    if args.json:
        print_json({"drills": [drill.to_json(render) for drill in found]})
        return 0
    return _ask(found, seed)


def _ask(found, seed: int) -> int:
    from learn.drills import path_lines
    from learn.drills_kinds import KIND_NAMES
    from learn.progress import Progress
    from learn.setup_words import setup_lines

    progress = Progress()
    for notice in progress.notices:
        print(notice, file=sys.stderr)
    right = asked = 0
    for number, drill in enumerate(found, 1):
        spec = registry.get(drill.procedure)
        print()
        print(
            _("Question {number} of {count} · {procedure} · {kind} (seed {seed})").format(
                number=number, count=len(found), procedure=render(spec.title),
                kind=render(KIND_NAMES[drill.kind]), seed=seed + number - 1,
            )
        )  # fmt: skip
        print(_("Set-up:"))
        for line in setup_lines(drill.procedure, drill.scenario):
            print("  " + line)
        lines = path_lines(drill)
        if lines:
            print(_("So far:"))
            for line in lines:
                print("  " + render(line))
        question = drill.question
        print()
        print(render(question.text))
        for line in question.details:
            print("  " + render(line))
        for index, (_ident, text) in enumerate(question.options, 1):
            print(f"  {index}. {render(text)}")
        chosen = _read_answer(question)
        if chosen is None:
            break
        asked += 1
        correct = question.check(chosen)
        right += correct
        progress.record_drill(drill.procedure, drill.kind, correct)
        if correct:
            print(_("Right."))
        else:
            texts = dict(question.options)
            print(
                _("Not quite. The answer: {answer}").format(
                    answer="; ".join(render(texts[ident]) for ident in question.answer)
                )
            )
        for line in question.explanation:
            print("  " + sentence(line))
        print(_("Rule: {rule}").format(rule=rule_place(question.rule)))
    progress.close()
    print()
    print(_("{right} of {asked} right.").format(right=right, asked=asked))
    return 0


#: Digits an option number may have (leading zeros included): far more than any question has.
MAX_OPTION_DIGITS = 4


def _option_number(part: str, count: int) -> bool:
    """Whether ``part`` is an option number from 1 to ``count``, in ASCII digits (not ``²``,
    which ``str.isdigit`` accepts but ``int`` refuses) and not absurdly long."""
    return (
        len(part) <= MAX_OPTION_DIGITS
        and part.isascii()
        and part.isdecimal()
        and 1 <= int(part) <= count
    )


def _read_answer(question) -> list[str] | None:
    """The option ids the learner picks; None when they stop (q, or end of input)."""
    hint = (
        _("Your answer (option numbers, e.g. 1,3; q to stop): ")
        if question.several
        else _("Your answer (an option number; q to stop): ")
    )
    count = len(question.options)
    while True:
        try:
            text = input(hint).strip()
        except EOFError:
            print()
            return None
        if text.lower() in ("q", "quit"):
            return None
        parts = [part for part in text.replace(" ", ",").split(",") if part]
        if parts and all(_option_number(part, count) for part in parts):
            numbers = sorted({int(p) for p in parts})
            if question.several or len(numbers) == 1:
                return [question.options[n - 1][0] for n in numbers]
        print(_("Please type option numbers from 1 to {count}.").format(count=count))
