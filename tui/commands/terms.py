"""``wartutor terms``: list every glossary entry (also holds helpers of the content commands)."""

from __future__ import annotations

import argparse
import difflib
import json
import shutil
import sys
import textwrap
from typing import Any

import locales
from locales import _
from tui.labels import kind_label


def _games() -> tuple[str, ...]:
    """The game ids, as the engine's registry lists them."""
    from engine import registry

    return tuple(registry.games())


def game_argument(value: str) -> str:
    """``--game``: a game's id, name or short name, case aside (``Tenochtitlan``, ``CCC``,
    ``"Here I Stand"``); an unknown one is an argparse error listing the ids."""
    from engine import registry

    folded = " ".join(value.split()).casefold()
    for game in registry.games().values():
        if folded in {name.casefold() for name in (game.id, game.name, game.short) if name}:
            return game.id
    raise argparse.ArgumentTypeError(
        _("unknown game {value!r}; choose one of: {games}").format(
            value=value, games=", ".join(_games())
        )
    )


NAME = "terms"
ORDER = 40


def print_json(data: Any) -> None:
    """Write ``data`` to stdout as indented UTF-8 JSON."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def wrap_lines(text: str, indent: str = "", max_lines: int | None = None) -> list[str]:
    """``text`` wrapped to the terminal width (40 to 100 columns), each line indented; with
    ``max_lines``, cut after that many lines with "…"."""
    width = min(shutil.get_terminal_size((100, 24)).columns, 100)
    return textwrap.wrap(
        text, max(width, 40), initial_indent=indent, subsequent_indent=indent,
        max_lines=max_lines, placeholder=" …", break_long_words=False, break_on_hyphens=False,
    )  # fmt: skip


def wrap(text: str, indent: str = "") -> str:
    """``text`` wrapped to the terminal width (at most 100 columns), each line indented."""
    return "\n".join(wrap_lines(text, indent))


def ui_languages() -> list[str]:
    """The four content languages, the UI language first."""
    lang = locales.get_language()
    return [lang] + [other for other in locales.LANGUAGES if other != lang]


def close_ids(word: str, ids: list[str], limit: int = 5) -> list[str]:
    """Ids that look like ``word``: containing it, or close to it by spelling."""
    folded = word.casefold()
    containing = [ident for ident in ids if folded and folded in ident.casefold()]
    similar = difflib.get_close_matches(word, ids, n=limit, cutoff=0.6)
    return list(dict.fromkeys(containing + similar))[:limit]


def register(subparsers, lang_parent) -> None:
    """Add the ``terms`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("list the glossary entries"),
        description=_("List every glossary entry: id, term in the UI language, abbreviations."),
    )
    parser.add_argument(
        "--game",
        type=game_argument,
        help=_("only this game ({games})").format(games=", ".join(_games())),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """List the entries of every game, or of ``--game``."""
    from glossary.content import load_content

    content = load_content()
    entries = content.entries_for_game(args.game) if args.game else list(content.entries.values())
    if args.json:
        print_json(
            [{"id": e.id, "game": e.game, "kind": e.kind, "terms": dict(e.terms)} for e in entries]
        )
        return 0
    lang = locales.get_language()
    width = max((len(entry.id) for entry in entries), default=0)
    for entry in entries:
        line = f"{entry.id:<{width}}  {entry.terms[lang]}"
        if entry.abbr:
            line += f"  [{', '.join(entry.abbr)}]"
        sys.stdout.write(f"{line}  ({kind_label(entry.kind)})\n")
    if not entries:
        sys.stdout.write(_("No entries.") + "\n")
    return 0
