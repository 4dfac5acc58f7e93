"""``wartutor examples``: the example scenarios shipped with the package."""

from __future__ import annotations

from locales import _
from tui.battle_text import render

from ._common import print_json

NAME = "examples"
ORDER = 29


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("list the example scenarios shipped with wartutor"),
        description=_(
            "List the example scenarios with their procedure and what they show. Any command "
            "that reads a scenario file takes --example NAME instead of the file."
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args) -> int:
    """List the examples: name, procedure, description."""
    from tui.scenario_files import examples

    found = examples()
    if args.json:
        print_json(
            [
                {
                    "name": example.name,
                    "procedure": example.procedure,
                    "description": render(example.description),
                    "path": str(example.path),
                }
                for example in found
            ]
        )
        return 0
    width = max((len(example.name) for example in found), default=0)
    procedure_width = max((len(example.procedure) for example in found), default=0)
    for example in found:
        print(
            f"{example.name:<{width}}  {example.procedure:<{procedure_width}}  "
            f"{render(example.description)}"
        )
    if not found:
        print(_("No examples are installed."))
    return 0
