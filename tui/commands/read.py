"""``wartutor read CHAPTER``: print a rules chapter as text, for use without the app."""

from __future__ import annotations

import argparse
import sys
from functools import cache

import locales
from engine.errors import InputError
from engine.messages import N_, Msg
from glossary.fold import fold
from locales import _
from tui.labels import chapters_in_order, cite_text, game_name, language_in_text

from .terms import wrap

NAME = "read"
ORDER = 43


def register(subparsers, lang_parent) -> None:
    """Add the ``read`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("print a rules chapter as text, in reading order"),
        description=_(
            "Print a rules chapter in the UI language, section by section as the rules reader "
            "shows it: every paragraph is our summary of the rule named under it."
        ),
    )
    parser.add_argument(
        "chapter",
        metavar="CHAPTER",
        help=_(
            "the chapter's title in any language, its game's name (e.g. \"field battle\", "
            '"Here I Stand") or the chapter id that `wartutor chapters` lists; the id of a '
            "paragraph or section that `wartutor search` shows prints that section only"
        ),
    )
    parser.set_defaults(handler=run)


def find_chapter(content, ident: str):
    """The chapter ``ident`` names: its id, its title in any language (or the start of it), or
    its game's name when the game has one chapter; else InputError listing the chapters."""
    if ident in content.chapters:
        return content.chapters[ident]
    folded = fold(ident).strip()
    chapters = chapters_in_order(content)
    for matches in (
        [c for c in chapters if folded in {fold(t) for t in c.title.values()}],
        [c for c in chapters if any(fold(t).startswith(folded) for t in c.title.values())],
        [c for c in chapters if folded in (fold(game_name(c.game)), c.game)],
        [c for c in chapters if any(folded in fold(t) for t in c.title.values())],
    ):
        if folded and len(matches) == 1:
            return matches[0]
    lang = locales.get_language()
    quoted = _("\u201c{title}\u201d")  # (each language its own quotation marks)
    titles = "; ".join(quoted.format(title=chapter.title[lang]) for chapter in chapters)
    problem = Msg(N_("no chapter by this name; the chapters are: {titles}"), titles=titles)
    raise InputError("read", ident, problem)


def find_section(content, ident: str):
    """The section a paragraph or section id (as ``wartutor search`` shows it) names, or None."""
    if ident in content.paragraphs:
        return content.sections[content.paragraphs[ident].section_id]
    return content.sections.get(ident)


def walk_hint(step: str) -> str:
    """The line under a section that is a step of a walkthrough (``step``: "procedure#step"):
    the command that walks through a battle of that procedure, from a shipped example (its
    basic one where there is one)."""
    procedure = step.partition("#")[0]
    example = _walk_examples().get(procedure)
    if example is None:
        return _("(a walkthrough step: F5 in the app sets up a battle that plays it through)")
    return _("(a walkthrough step: `wartutor walk --example {example}` plays it through)").format(
        example=example
    )


@cache
def _walk_examples() -> dict[str, str]:
    """Per procedure, the name of the shipped example its walk hint names."""
    from tui.scenario_files import examples

    found: dict[str, str] = {}
    for item in sorted(examples(), key=lambda item: ("basic" not in item.name, item.name)):
        found.setdefault(item.procedure, item.name)
    return found


def render(chapter, lang: str, only=None) -> str:
    """The chapter as plain text in ``lang``, in reading order, with no internal ids; with
    ``only`` (one of its sections), that section alone under the chapter's heading."""
    lines = [chapter.title[lang], "=" * len(chapter.title[lang])]
    source = ", ".join(language_in_text(code) for code in chapter.source_languages)
    lines.append(
        _("{game}; summarised from the rules in {source}").format(
            game=game_name(chapter.game), source=source
        )
    )
    for section in chapter.sections if only is None else (only,):
        title = section.title[lang]
        lines += ["", "", title, "-" * len(title)]
        if section.step:
            lines.append(walk_hint(section.step))
        for paragraph in section.paragraphs:
            label = _("Our summary of: {cite}").format(cite=cite_text(paragraph.cite))
            lines += ["", wrap(paragraph.text[lang]), wrap(f"({label})", "    ")]
    return "\n".join(lines) + "\n"


def run(args: argparse.Namespace) -> int:
    """Print the chapter."""
    from glossary.content import load_content

    content = load_content()
    section = find_section(content, args.chapter)
    if section is not None:
        chapter = content.chapters[section.chapter_id]
    else:
        chapter = find_chapter(content, args.chapter)
    sys.stdout.write(render(chapter, locales.get_language(), section))
    return 0
