"""``wartutor schema PROCEDURE``: the JSON Schema (draft 2020-12) of a procedure's scenario."""

from __future__ import annotations

from engine import registry
from engine.errors import InputError
from engine.messages import N_, Msg
from engine.schema import json_schema
from locales import _
from tui.battle_text import render

from ._common import print_json

NAME = "schema"
ORDER = 21


def register(subparsers, lang_parent) -> None:
    """Add the subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("print the JSON Schema of a procedure's scenario files (for editors)"),
        description=_(
            "Print the JSON Schema (draft 2020-12) of a procedure's scenario, with every key, its "
            "range and its meaning, so that an editor with a TOML language server can complete "
            "and check scenario files. Checks that tie several tables together are made by "
            "odds, resolve and walk."
        ),
    )
    parser.add_argument(
        "procedure", metavar="PROCEDURE", help=_("a procedure id, e.g. his/field-battle")
    )
    parser.set_defaults(handler=run)


def run(args) -> int:
    """Print the schema of one procedure."""
    spec = registry.get(args.procedure)
    if spec is None:
        raise InputError(
            "PROCEDURE",
            args.procedure,
            Msg(N_("unknown procedure (known: {known})"), known=", ".join(registry.procedures())),
        )
    print_json(json_schema(spec.schema, title=render(spec.title), translate=_))
    return 0
