"""``wartutor search QUERY``: look a word up in the glossary and the rules chapters."""

from __future__ import annotations

import argparse
import json
import sys

import locales
from engine.errors import clipped
from locales import _


def _games() -> tuple[str, ...]:
    """The game ids, as the engine's registry lists them."""
    from engine import registry

    return tuple(registry.games())


NAME = "search"
ORDER = 10
MAX_LIMIT = 100
LANGS = ("en", "de", "ru", "it")


def _limit(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_LIMIT:
        raise argparse.ArgumentTypeError(
            _("must be a whole number from 1 to {most}, not {value!r}").format(
                most=MAX_LIMIT, value=clipped(value)
            )
        )
    return number


def _game(value: str) -> str:
    from .terms import game_argument  # (imported only when --game is given)

    return game_argument(value)


def register(subparsers, lang_parent) -> None:
    """Add the ``search`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("look a word up in any of the four languages"),
        description=_(
            "Search the glossary and the rules chapters. A query may be a word in English, "
            "German, Russian or Italian, an abbreviation (LC DR), a prefix, a word with a typo, "
            'or a "quoted phrase".'
        )
        + " "
        + _(
            "It may also be a question in any of the four languages (who wins a tie in a field "
            "battle); German compounds are split into the words the glossary knows."
        )
        + " "
        + _(
            "A rule by its number (6.6.3.4, §14.1, card #33) or a step with its procedure "
            "(step 4 field battle) finds the section that opens it."
        )
        + " "
        + _(
            "Each result shows the opening of its text; `wartutor term ID` shows an entry in "
            "full, `wartutor read ID` a paragraph's whole section."
        ),
    )
    parser.add_argument("query", nargs="+", metavar="QUERY", help=_("what to look for"))
    parser.add_argument(
        "--game", type=_game, help=_("only this game ({games})").format(games=", ".join(_games()))
    )
    parser.add_argument(
        "--limit",
        type=_limit,
        default=10,
        help=_("at most this many results (1 to {most}, default 10)").format(most=MAX_LIMIT),
    )
    parser.add_argument("--exact", action="store_true", help=_("no typo matching"))
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Search and print the results, best first."""
    from glossary.search import search

    query = " ".join(args.query)
    if not query.strip():
        sys.stderr.write(
            _("wartutor: error: {message}").format(
                message=_("type a word or a question to look up")
            )
            + "\n"
        )
        return 2
    lang = locales.get_language()
    hits = search(query, lang=lang, game=args.game, limit=args.limit, exact=args.exact)
    if args.json:
        payload = {"query": query, "results": [hit.to_json() for hit in hits]}
        sys.stdout.write(json.dumps(payload, ensure_ascii=False, indent=2) + "\n")
        return 0
    sys.stdout.write(render(query, hits, lang, _content()))
    return 0


def _content():
    """The content the results come from (already loaded by the search: no second read)."""
    from glossary.search import default_engine

    return default_engine().content


#: Lines of a result's text shown under it: enough to answer at the table, short enough to
#: keep ten results on a screen.
GIST_LINES = 3


def gist(hit, content, lang: str, indent: str = "   ") -> list[str]:
    """The opening of a result's text in ``lang`` (an entry's definition; a paragraph's summary
    and the rule it cites), wrapped to the terminal and cut after :data:`GIST_LINES` lines
    with "…"."""
    from tui.labels import cite_text

    from .terms import wrap_lines

    if hit.kind != "paragraph":
        return wrap_lines(content.entries[hit.id].definition[lang], indent, GIST_LINES)
    paragraph = content.paragraphs[hit.paragraph_id]
    cite = _("Our summary of: {cite}").format(cite=cite_text(paragraph.cite))
    lines = wrap_lines(paragraph.text[lang], indent, GIST_LINES)
    return lines + wrap_lines(f"({cite})", indent)


def render(query: str, hits, lang: str, content=None) -> str:
    """The plain-text result list, best first; with ``content``, each result's text opens
    under it."""
    from tui.labels import kind_label

    from .terms import wrap_lines

    if not hits:
        return _("No results for {query}.").format(query=clipped(query)) + "\n"
    lines = []
    width = len(str(len(hits)))
    indent = " " * (width + 2)
    for number, hit in enumerate(hits, 1):
        title = hit.terms[lang]
        what = _("paragraph") if hit.kind == "paragraph" else kind_label(hit.kind)
        if content is not None and number > 1:
            lines.append("")
        lines.append(f"{number:>{width}}. {title}  [{hit.game}, {what}]  {hit.id}")
        others = " · ".join(f"{other} {hit.terms[other]}" for other in LANGS if other != lang)
        matched = _("matched: {lang}").format(lang=hit.matched_lang).replace(" ", "\u00a0")
        lines += wrap_lines(f"{others}  ({matched})", indent)
        if content is not None:
            lines += gist(hit, content, lang, indent)
    return "\n".join(lines) + "\n"
