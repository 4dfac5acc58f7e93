"""A search result (:class:`Hit`) and how one is made from an entry or a chapter paragraph,
with the language it was found in."""

from __future__ import annotations

from dataclasses import dataclass, field

from .fold import has_cyrillic, words
from .headwords import ABBR

__all__ = ["LANGS", "Hit", "entry_hit", "paragraph_hit", "raw_lang", "real_lang", "seed_langs"]

LANGS = ("en", "de", "ru", "it")
#: the fields of a term that tell its language; ``parts`` (an inner piece of a German compound,
#: the weakest evidence) is not among them
_TERM_FIELDS = ("t_", "w_", "seed", "abbr", "tails", "split")


@dataclass(frozen=True)
class Hit:
    """One search result: an entry (or a chapter paragraph) in all four languages."""

    id: str
    game: str
    kind: str  # the entry's kind, or "paragraph"
    terms: dict[str, str] = field(compare=False)  # en/de/ru/it (a paragraph: its section title)
    matched_lang: str
    score: float
    tier: int  # 1: found by the headword table, 2: by the full-text index only
    paragraph_id: str | None = None
    chapter_id: str | None = None

    def to_json(self) -> dict:
        """The JSON form used by ``wartutor search --json``."""
        return {
            "id": self.id,
            "game": self.game,
            "kind": self.kind,
            "terms": {lang: self.terms[lang] for lang in LANGS},
            "matched_lang": self.matched_lang,
            "score": round(self.score, 4),
            "tier": self.tier,
        }


def entry_hit(content, entry_id: str, matched: str, score: float, tier: int) -> Hit:
    """The hit of a glossary entry found in language ``matched``."""
    entry = content.entries[entry_id]
    return Hit(entry.id, entry.game, entry.kind, dict(entry.terms), matched, score, tier)


def paragraph_hit(content, paragraph_id: str, matched: str, score: float) -> Hit:
    """The hit of a chapter paragraph (its section title stands for its terms)."""
    paragraph = content.paragraphs[paragraph_id]
    chapter = content.chapters[paragraph.chapter_id]
    section = content.sections[paragraph.section_id]
    return Hit(
        paragraph.id, chapter.game, "paragraph", dict(section.title), matched, score, 2,
        paragraph_id=paragraph.id, chapter_id=chapter.id,
    )  # fmt: skip


def real_lang(content, lang: str, entry_id: str, ui_lang: str | None) -> str:
    """A real language for a matched form (an abbreviation belongs to its official ones)."""
    if lang != ABBR:
        return lang
    official = content.entries[entry_id].official
    if ui_lang in official or not official:
        return ui_lang or "en"
    return official[0]


def raw_lang(content, hit, ui_lang: str | None) -> str:
    """The language a full-text hit matched in: term fields first, the UI language on ties. An
    inner piece of a German compound (``parts``, the weakest evidence) names German only when
    nothing else matched; a Cyrillic abbreviation matched in the full text is Russian."""
    best = [pair for pair in hit.matched if pair[0].startswith(_TERM_FIELDS)]
    candidates: list[str] = []
    for name, word in best or hit.matched:
        if name.startswith(("t_", "d_", "w_")):
            candidates.append(name[2:])
        elif name in ("tails", "split", "parts"):
            candidates.append("de")
        elif name == "abbr" and has_cyrillic(word):
            candidates.append("ru")
        elif name == "abbr":
            candidates.append(real_lang(content, ABBR, hit.id, ui_lang))
        elif name == "seed":
            candidates.extend(seed_langs(content, hit.id, word, ui_lang))
    if ui_lang in candidates:
        return ui_lang
    return candidates[0] if candidates else (ui_lang or "en")


def seed_langs(content, entry_id: str, word: str, ui_lang: str | None = None) -> list[str]:
    """The languages whose term has ``word`` (a folded word of a seed form or an alias); for
    an alias no term holds (Italian players' *parità* for *pareggio*), the UI language, in
    which the player typed it; else the game's own language."""
    entry = content.entries[entry_id]
    found = [lang for lang in LANGS if word in words(entry.terms[lang])]
    if not found and ui_lang and any(word in words(alias) for alias in entry.aliases):
        return [ui_lang]
    return found or list(entry.official[:1]) or ["en"]
