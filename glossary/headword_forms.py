"""The forms a glossary entry is found by in the headword table (:mod:`glossary.headwords`):
its terms, seed forms, aliases and abbreviations, each with the languages it belongs to."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .fold import fold, has_cyrillic

__all__ = ["ABBR", "LATIN_LANGS", "Headword", "headwords_of"]

#: The "language" of an abbreviation (it belongs to the entry's official languages).
ABBR = "abbr"


@dataclass(frozen=True, slots=True)
class Headword:
    """One form of one glossary entry: what the table matches."""

    entry_id: str
    game: str
    form: str
    langs: tuple[str, ...]  # languages this form belongs to; ("abbr",) for an abbreviation


#: The languages a Latin-script alias may be typed in.
LATIN_LANGS = ("en", "de", "it")


def headwords_of(entries: Iterable) -> Iterable[Headword]:
    """Every headword of the given entries: terms, seed forms, aliases and abbreviations."""
    for entry in entries:
        by_form: dict[str, list[str]] = {}
        for lang, term in entry.terms.items():
            by_form.setdefault(term, []).append(lang)
        for form, langs in by_form.items():
            yield Headword(entry.id, entry.game, form, tuple(langs))
        for abbr in entry.abbr:
            yield Headword(entry.id, entry.game, abbr, (ABBR,))
        folded_terms = {fold(term): lang for lang, term in entry.terms.items()}
        for form in (entry.seed_form, *entry.seed_forms, *entry.aliases):
            if form and form not in by_form:
                lang = folded_terms.get(fold(form))
                if lang is None and form in entry.aliases and not has_cyrillic(form):
                    langs = LATIN_LANGS  # a player's spelling: in whichever language they type
                else:
                    langs = (lang or _seed_language(entry, form),)
                yield Headword(entry.id, entry.game, form, langs)


def _seed_language(entry, form: str) -> str:
    """The language of a seed form (or alias) that equals none of the entry's terms: Russian
    when it is written in Cyrillic (Here I Stand's seed, *наёмники*), else the first official
    language in Latin script."""
    if has_cyrillic(form):
        return "ru"
    latin = [lang for lang in entry.official if lang != "ru"]
    return latin[0] if latin else "en"
