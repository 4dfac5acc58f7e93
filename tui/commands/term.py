"""``wartutor term ID``: one glossary entry in all four languages."""

from __future__ import annotations

import argparse
import sys

from engine.errors import InputError
from engine.messages import N_, Msg
from locales import _
from tui.labels import game_name, kind_label

from .terms import close_ids, print_json, ui_languages, wrap

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
            "marked), abbreviations, related entries and where it is used."
        ),
    )
    parser.add_argument("id", metavar="ID", help=_("entry id, e.g. his.term.hit"))
    parser.add_argument("--json", action="store_true", help=_("print JSON"))
    parser.set_defaults(handler=run)


def find_entry(content, ident: str):
    """The entry ``ident``; an unknown id raises InputError that suggests close ids.

    Besides ids, a term or abbreviation written exactly (any language, any case) finds the
    entries that carry it, as suggestions.
    """
    if ident in content.entries:
        return content.entries[ident]
    folded = ident.casefold()
    by_name = [
        entry.id
        for entry in content.entries.values()
        if folded in {t.casefold() for t in (*entry.terms.values(), *entry.abbr)}
    ]
    close = list(dict.fromkeys(by_name + close_ids(ident, list(content.entries))))[:8]
    if close:
        problem = Msg(N_("unknown entry id; did you mean: {ids}"), ids=", ".join(close))
    else:
        problem = Msg(N_("unknown entry id; `wartutor terms` lists them all"))
    raise InputError("term", ident, problem)


def _where(content, ref: str) -> str:
    """A used_in reference with a readable label (the chapter section it belongs to)."""
    lang = ui_languages()[0]
    paragraph = content.paragraphs.get(ref)
    if paragraph is not None:
        section = content.sections[paragraph.section_id]
        return f"{ref}  ({section.title[lang]})"
    section = content.section_for_step(ref)
    if section is not None:
        return f"{ref}  ({_('step')}: {section.title[lang]})"
    return ref


def run(args: argparse.Namespace) -> int:
    """Print the entry."""
    from glossary.content import load_content

    content = load_content()
    entry = find_entry(content, args.id)
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
    out.write(f"{entry.terms[lang]}  ·  {entry.id}\n")
    out.write(f"{game_name(entry.game)}  ·  {kind_label(entry.kind)}\n")
    if entry.abbr:
        out.write(_("Abbreviations: {abbr}").format(abbr=", ".join(entry.abbr)) + "\n")
    forms = ", ".join((entry.seed_form, *entry.seed_forms))
    out.write(_("Form in the source: {forms}").format(forms=forms) + "\n")
    for code in ui_languages():
        label = _("official") if code in entry.official else _("our translation")
        out.write(f"\n{code.upper()}  {entry.terms[code]}  ({label})\n")
        out.write(wrap(entry.definition[code], "    ") + "\n")
    if entry.related:
        out.write("\n" + _("Related:") + "\n")
        for ref in entry.related:
            related = content.entries[ref]
            out.write(f"  {ref}  ({related.terms[lang]})\n")
    if entry.used_in:
        out.write("\n" + _("Used in:") + "\n")
        for ref in entry.used_in:
            out.write(f"  {_where(content, ref)}\n")
    return 0
