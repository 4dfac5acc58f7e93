"""``wartutor read CHAPTER``: print a rules chapter as text, for use without the app."""

from __future__ import annotations

import argparse
import sys

import locales
from engine.errors import InputError
from engine.messages import N_, Msg
from locales import _
from tui.labels import game_name

from .terms import close_ids, wrap

NAME = "read"
ORDER = 43


def register(subparsers, lang_parent) -> None:
    """Add the ``read`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("print a rules chapter as text"),
        description=_(
            "Print a rules chapter in the UI language: every paragraph is our summary of the "
            "rule it cites."
        ),
    )
    parser.add_argument("chapter", metavar="CHAPTER", help=_("chapter id, e.g. his.field-battle"))
    parser.set_defaults(handler=run)


def find_chapter(content, ident: str):
    """The chapter ``ident``; an unknown id raises InputError listing the chapter ids."""
    if ident in content.chapters:
        return content.chapters[ident]
    ids = list(content.chapters)
    close = close_ids(ident, ids)
    problem = Msg(
        N_("unknown chapter; the chapters are: {ids}"),
        ids=", ".join(close + [i for i in ids if i not in close]) or "-",
    )
    raise InputError("read", ident, problem)


def render(chapter, lang: str) -> str:
    """The chapter as plain text in ``lang``."""
    lines = [chapter.title[lang], "=" * len(chapter.title[lang])]
    source = ", ".join(chapter.source_languages)
    lines.append(
        _("{game}, seed {seed}; source language: {source}").format(
            game=game_name(chapter.game), seed=chapter.seed, source=source
        )
    )
    for section in chapter.sections:
        title = section.title[lang]
        lines += ["", "", title, "-" * len(title)]
        if section.step:
            lines.append(_("Procedure step: {step}").format(step=section.step))
        for paragraph in section.paragraphs:
            label = _("Our summary of: {cite}").format(cite=paragraph.cite)
            if paragraph.refs:
                label += "  [" + ", ".join(paragraph.refs) + "]"
            lines += ["", wrap(paragraph.text[lang]), wrap(f"({label})", "    ")]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    """Print the chapter."""
    from glossary.content import load_content

    chapter = find_chapter(load_content(), args.chapter)
    sys.stdout.write(render(chapter, locales.get_language()))
    return 0
