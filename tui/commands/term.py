"""``wartutor term ID``: one glossary entry in all four languages."""

from __future__ import annotations

import argparse
import shlex
import sys

from engine.errors import InputError, clipped
from engine.messages import N_, Msg
from locales import _
from tui.labels import game_name, kind_label

from .terms import close_ids, game_argument, print_json, ui_languages, wrap

NAME = "term"
ORDER = 41


def register(subparsers, lang_parent) -> None:
    """Add the ``term`` subcommand."""
    parser = subparsers.add_parser(
        NAME,
        parents=[lang_parent],
        help=_("show one glossary entry in all four languages"),
        description=_(
            "Show a glossary entry: its term and definition in each language (official forms "
            "marked), abbreviations, related entries and where it is used. Type the word as "
            "you would say it, in any language; when several entries match equally well they "
            "are listed to choose from."
        ),
    )
    parser.add_argument(
        "id",
        metavar="WORD",
        help=_(
            'a term in any of the four languages (e.g. Janitscharen, "field battle"), an '
            "abbreviation, or an entry id"
        ),
    )
    parser.add_argument(
        "--game",
        type=game_argument,
        help=_("only entries of this game (when a word matches several)"),
    )
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def find_entry(content, ident: str, game: str | None = None):
    """The entry for ``ident``: an entry id, or else the best headword match of the word.

    Returns the entry, or a list of entries when several match equally well. Nothing found
    raises InputError (exit 2) that suggests close words.
    """
    if not ident.strip():
        raise InputError(
            "term", "WORD", Msg(N_("empty; give a word, e.g. `wartutor term Janitscharen`"))
        )
    if ident in content.entries:
        return content.entries[ident]
    from glossary.content import cached_headwords
    from glossary.headwords import HeadwordTable

    table = cached_headwords(content) or HeadwordTable.from_content(content)
    matches = table.lookup(ident, lang=ui_languages()[0], game=game, limit=12)
    if matches:
        best = (matches[0].rank, matches[0].distance)
        tied = [m.entry_id for m in matches if (m.rank, m.distance) == best]
        if len(tied) == 1:
            return content.entries[tied[0]]
        return [content.entries[ident] for ident in dict.fromkeys(tied)]
    close = close_ids(ident, list(content.entries))
    if close:
        words = ", ".join(content.entries[i].terms[ui_languages()[0]] for i in close)
        problem = Msg(N_("no glossary entry for this word; did you mean: {words}"), words=words)
    else:
        problem = Msg(
            N_("no glossary entry for this word; try `wartutor search {word}` for the rules text"),
            word=clipped(ident),
        )
    raise InputError("term", ident, problem)


def print_choices(word: str, entries: list) -> None:
    """Several entries that match ``word`` equally well, each with the command that shows it
    (the word and its game where that tells them apart, else the entry's id)."""
    lang = ui_languages()[0]
    games = [entry.game for entry in entries]
    out = sys.stdout
    out.write(_("Several entries match \u201c{word}\u201d; choose one:").format(word=word) + "\n")
    for entry in entries:
        where = f"{game_name(entry.game)} \u00b7 {kind_label(entry.kind)}"
        out.write(f"  {entry.terms[lang]}  ({where})\n")
        if games.count(entry.game) == 1:
            command = f"wartutor term {shlex.quote(word)} --game {entry.game}"
        else:
            command = f"wartutor term {entry.id}"
        if lang != "en":  # the command shows it in the same language
            command += f" --lang {lang}"
        out.write(f"      {command}\n")


def _where(content, ref: str) -> str:
    """A used_in reference in words: the chapter and section of a paragraph, or the section
    that explains a walkthrough step."""
    lang = ui_languages()[0]
    paragraph = content.paragraphs.get(ref)
    if paragraph is not None:
        section = content.sections[paragraph.section_id]
        chapter = content.chapters[section.chapter_id]
        return f"{chapter.title[lang]} \u00b7 {section.title[lang]}"
    section = content.section_for_step(ref)
    if section is not None:
        chapter = content.chapters[section.chapter_id]
        return _("walkthrough step: {place}").format(
            place=f"{chapter.title[lang]} \u00b7 {section.title[lang]}"
        )
    return ref


def run(args: argparse.Namespace) -> int:
    """Print the entry."""
    from glossary.content import load_content

    content = load_content()
    entry = find_entry(content, args.id, args.game)
    if isinstance(entry, list):
        if args.json:
            print_json(
                [
                    {"id": e.id, "game": e.game, "kind": e.kind, "terms": dict(e.terms)}
                    for e in entry
                ]
            )
        else:
            print_choices(args.id, entry)
        return 0
    if args.json:
        print_json(
            {
                "id": entry.id,
                "game": entry.game,
                "kind": entry.kind,
                "terms": dict(entry.terms),
                "definition": dict(entry.definition),
                "official": list(entry.official),
                "abbr": list(entry.abbr),
                "seed_form": entry.seed_form,
                "seed_forms": list(entry.seed_forms),
                "related": list(entry.related),
                "used_in": list(entry.used_in),
                "seed_keyword": entry.seed_keyword,
            }
        )
        return 0
    out = sys.stdout
    lang = ui_languages()[0]
    out.write(f"{entry.terms[lang]}\n")
    out.write(f"{game_name(entry.game)}  ·  {kind_label(entry.kind)}\n")
    if entry.abbr:
        out.write(_("Abbreviations: {abbr}").format(abbr=", ".join(entry.abbr)) + "\n")
    forms = ", ".join(entry.source_forms())
    if forms:
        out.write(_("Form in the source: {forms}").format(forms=forms) + "\n")
    for code in ui_languages():
        label = _("official") if code in entry.official else _("our translation")
        out.write(f"\n{code.upper()}  {entry.terms[code]}  ({label})\n")
        out.write(wrap(entry.definition[code], "    ") + "\n")
    if entry.related:
        out.write("\n" + _("Related:") + "\n")
        for ref in entry.related:
            related = content.entries[ref]
            out.write(f"  {related.terms[lang]}  ({kind_label(related.kind)})\n")
    if entry.used_in:
        out.write("\n" + _("Used in:") + "\n")
        for place in dict.fromkeys(_where(content, ref) for ref in entry.used_in):
            out.write(f"  {place}\n")
    return 0
