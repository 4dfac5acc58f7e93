"""The documents of the full-text index (tier 2 of search): one per glossary entry, one per
chapter paragraph, with the players' questions each answers after its text (glossary.asks).
The schema and the queries are in glossary/index_query.py; glossary/index_cache.py builds the
index."""

from __future__ import annotations

import re

from .compounds import compound_parts, german_vocabulary
from .fold import compact, fold
from .index_query import LANGS, whole_term

_WORD = re.compile(r"\w+")


def compound_tails(text: str) -> list[str]:
    """Endings of the (folded) words of ``text`` that may be the last part of a compound:
    ``Landkampf`` gives ``dkampf``, ``kampf``, ``ampf``."""
    return [word[start:] for word in _WORD.findall(fold(text)) for start in range(3, len(word) - 3)]


_FLEETING = re.compile(r"(?<=[аеиоуыэюя][бвгджзклмнпрстфхцчшщ])е(?=ц\b)")


def whole_term_values(lang: str, text: str) -> str:
    """The ``w_<lang>`` values of a term (comma-separated). A Russian noun in -ец loses its
    е when inflected (полководец, полководцы); the stemmer keeps the two apart, so the form
    without the е is indexed too."""
    values = {whole_term(lang, text)}
    if lang == "ru":
        values.add(whole_term(lang, _FLEETING.sub("", fold(text))))
    return ",".join(sorted(value for value in values if value))


def own_text(content, paragraph_id: str, lang: str) -> str:
    """A paragraph's own text in ``lang`` as the index holds it, before its players' questions:
    its chapter's title (a paragraph of *Field battle* is about field battles, though its text
    need not say so), its section's title and its text."""
    paragraph = content.paragraphs[paragraph_id]
    chapter = content.chapters[paragraph.chapter_id].title[lang]
    section = content.sections[paragraph.section_id].title[lang]
    return f"{chapter}\n{section}\n{paragraph.text[lang]}"


def documents(content):
    """The index documents: one per glossary entry, one per chapter paragraph. The text fields
    (``d_*``) hold an entry's definition or a paragraph's chapter and section titles and text,
    then the players' questions it answers (glossary.asks)."""
    known = german_vocabulary(content)
    for entry in content.entries.values():
        document = {"id": entry.id, "doctype": "entry", "game": entry.game, "kind": entry.kind}
        asks = content.asks.get(entry.id, {})
        for lang in LANGS:
            document[f"t_{lang}"] = fold(entry.terms[lang])
            document[f"w_{lang}"] = whole_term_values(lang, entry.terms[lang])
            document[f"d_{lang}"] = fold("\n".join((entry.definition[lang], *asks.get(lang, ()))))
        forms = (entry.seed_form, *entry.seed_forms, *entry.aliases)
        seeds = [fold(form) for form in forms if form]
        document["seed"] = "\n".join(seeds)
        german = " ".join([fold(entry.terms["de"]), *seeds])
        document["parts"] = german
        document["tails"] = " ".join(compound_tails(german))
        document["split"] = " ".join(
            part for word in _WORD.findall(german) for part in compound_parts(word, known)
        )
        if entry.abbr:
            document["abbr"] = " ".join(compact(abbr) for abbr in entry.abbr)
        yield document
    for chapter in content.chapters.values():
        for section in chapter.sections:
            for paragraph in section.paragraphs:
                document = {
                    "id": paragraph.id,
                    "doctype": "paragraph",
                    "game": chapter.game,
                    "kind": "paragraph",
                }
                asks = content.asks.get(paragraph.id, {})
                for lang in LANGS:
                    own = own_text(content, paragraph.id, lang)
                    document[f"d_{lang}"] = fold("\n".join((own, *asks.get(lang, ()))))
                yield document
