"""``wartutor chapters``: list the rules chapters."""

from __future__ import annotations

import argparse
import sys

import locales
from locales import _, ngettext
from tui.labels import game_name

from .terms import print_json

NAME = "chapters"
ORDER = 42


def register(subparsers, lang_parent) -> None:
    """Add the ``chapters`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("list the rules chapters"),
        description=_(
            "List the rules chapters: id, game, title, source language and sections. "
            "Read one with `wartutor read CHAPTER`."
        ),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """List every chapter."""
    from glossary.content import load_content

    content = load_content()
    lang = locales.get_language()
    chapters = list(content.chapters.values())
    if args.json:
        print_json(
            [
                {
                    "id": chapter.id,
                    "game": chapter.game,
                    "seed": chapter.seed,
                    "title": chapter.title[lang],
                    "source_languages": list(chapter.source_languages),
                    "procedure": chapter.procedure,
                    "sections": [
                        {"id": s.id, "step": s.step, "title": s.title[lang]}
                        for s in chapter.sections
                    ],
                }
                for chapter in chapters
            ]
        )
        return 0
    out = sys.stdout
    for chapter in chapters:
        count = len(chapter.sections)
        sections = ngettext("{count} section", "{count} sections", count).format(count=count)
        source = _("source: {languages}").format(languages=", ".join(chapter.source_languages))
        out.write(f"{chapter.id}  {chapter.title[lang]}\n")
        out.write(f"    {game_name(chapter.game)}  ·  {source}  ·  {sections}\n")
        for section in chapter.sections:
            out.write(f"      {section.title[lang]}\n")
    if not chapters:
        out.write(_("No chapters.") + "\n")
    return 0
