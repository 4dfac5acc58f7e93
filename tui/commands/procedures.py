"""``wartutor procedures``: list the battle procedures the engine can walk through."""

from __future__ import annotations

from engine import registry
from glossary.rule_refs import rule_place
from locales import _
from tui.battle_text import render

from ._common import print_json

NAME = "procedures"
ORDER = 20


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("list the battle procedures and their steps"),
        description=_(
            "The battle procedures wartutor walks through, each with its steps and the rule each "
            "step cites."
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    """List every registered procedure."""
    specs = registry.procedures().values()
    if args.json:
        print_json(
            [
                {
                    "id": spec.id,
                    "game": spec.game,
                    "title": render(spec.title),
                    "steps": [
                        {"id": s.id, "title": render(s.title), "rule": s.rule} for s in spec.steps
                    ],
                    "cards": list(spec.cards),
                }
                for spec in specs
            ]
        )
        return 0
    for spec in specs:
        print(f"{spec.id}  —  {render(spec.title)}")
        for step in spec.steps:
            number = f"{step.number}." if step.number else "·"
            print(f"   {number:>4} {render(step.title)}  [{rule_place(step.rule)}]")
    return 0
