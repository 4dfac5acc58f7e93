"""Search the glossary and the chapters: the one module callers use.

Two tiers (see docs/search.md):

- :func:`suggest` asks only the in-memory headword table (:mod:`glossary.headwords`): instant,
  meant for suggestions while the user types.
- :func:`search` merges the headword table with the whoosh full-text index
  (:mod:`glossary.index`, built or opened on first use), ranked best first.

Every :class:`Hit` carries the entry's four language forms and the language that matched.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from .fold import words
from .headwords import ABBR, EXACT, FUZZY, FUZZY_PREFIX, PREFIX, WORD_PREFIX, HeadwordTable

__all__ = ["Hit", "SearchEngine", "default_engine", "search", "suggest"]

LANGS = ("en", "de", "ru", "it")
#: What a tier-1 match adds to the full-text score (which is scaled to at most 1).
_BONUS = {EXACT: 2.0, PREFIX: 0.5, WORD_PREFIX: 0.35, FUZZY: 0.45, FUZZY_PREFIX: 0.25}
_TERM_FIELDS = ("t_", "seed", "abbr", "tails", "parts")


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


class SearchEngine:
    """Both tiers over one content set; the full-text index is opened on first need."""

    def __init__(self, content=None, *, cache_dir=None):
        self._content = content
        self._cache_dir = cache_dir
        self._headwords: HeadwordTable | None = None
        self._index = None
        self._lock = threading.Lock()

    @property
    def content(self):
        """The content searched (the built-in content unless another was given)."""
        if self._content is None:
            from .content import load_content

            self._content = load_content()
        return self._content

    @property
    def headwords(self) -> HeadwordTable:
        """The tier-1 table (built on first use, in milliseconds)."""
        if self._headwords is None:
            self._headwords = HeadwordTable.from_content(self.content)
        return self._headwords

    @property
    def index_ready(self) -> bool:
        """Whether the full-text index is open (so :meth:`search` will not have to build it)."""
        return self._index is not None

    def full_text(self, *, rebuild: bool = False):
        """The open full-text index (:class:`glossary.index.FullTextIndex`), opened or built now."""
        with self._lock:
            if self._index is None or rebuild:
                from .index import open_index

                old, self._index = self._index, None
                if old is not None:
                    old.close()
                self._index = open_index(self.content, self._cache_dir, rebuild=rebuild)
            return self._index

    def suggest(
        self, query, *, lang=None, game=None, current_game=None, limit=10, exact=False
    ) -> list[Hit]:
        """Tier 1 only: headwords matching ``query`` exactly, by prefix or (unless ``exact``)
        with a typo. ``game`` keeps one game only; ``lang`` and ``current_game`` win ties."""
        matches = self.headwords.lookup(
            query, lang=lang, game=game, current_game=current_game, limit=limit, fuzzy=not exact
        )
        return [
            self._entry_hit(match.entry_id, self._lang(match.lang, match.entry_id, lang),
                            match.score, 1)
            for match in matches
        ]  # fmt: skip

    def search(
        self, query, *, lang=None, game=None, current_game=None, limit=10, exact=False
    ) -> list[Hit]:
        """Both tiers, merged and ranked: headword matches (exact first) and full-text hits
        over terms, definitions, seed forms, abbreviations and chapter paragraphs."""
        if limit <= 0 or not query.strip():
            return []
        depth = max(limit, 20)
        matches = self.headwords.lookup(
            query, lang=lang, game=game, current_game=current_game, limit=depth, fuzzy=not exact
        )
        raw = self._full_text(query, game=game, limit=depth, exact=exact)
        top = max((hit.score for hit in raw), default=0.0) or 1.0
        scored: dict[str, list] = {}  # id -> [score, tier, matched_lang, raw hit, exact]
        for hit in raw:
            scored[hit.id] = [hit.score / top, 2, self._raw_lang(hit, lang), hit, False]
        for match in matches:
            item = scored.setdefault(match.entry_id, [0.0, 1, None, None, False])
            item[0] += _BONUS[match.rank] - (0.05 * match.distance)
            item[1] = 1
            item[4] = match.rank == EXACT
            raw_hit = item[3]
            weak = raw_hit is None or raw_hit.fuzzy or not raw_hit.fields[0].startswith("t_")
            if weak or match.rank == EXACT:  # the headword says best which form was meant
                item[2] = self._lang(match.lang, match.entry_id, lang)

        def order(pair):
            ident, (score, _, matched, raw_hit, exact) = pair
            other_game = current_game is not None and self._game(ident, raw_hit) != current_game
            other_lang = lang is not None and matched != lang
            # among exact headword matches the current game and the UI language decide first
            preferred = (other_game, other_lang) if exact else (False, False)
            paragraph = raw_hit is not None and raw_hit.doctype == "paragraph"
            return (
                not exact,
                *preferred,
                -round(score, 6),
                other_game,
                other_lang,
                paragraph,
                ident,
            )

        ordered = sorted(scored.items(), key=order)
        hits = []
        for ident, (score, tier, matched, raw_hit, _) in ordered[:limit]:
            if raw_hit is not None and raw_hit.doctype == "paragraph":
                hits.append(self._paragraph_hit(ident, matched, score))
            else:
                hits.append(self._entry_hit(ident, matched, score, tier))
        return hits

    def _full_text(self, query, *, game, limit, exact):
        from .index import IndexBroken, build_in_memory

        try:
            return self.full_text().search(query, game=game, limit=limit, exact=exact)
        except IndexBroken:
            pass
        try:  # the cached files went bad under us: rebuild once
            return self.full_text(rebuild=True).search(query, game=game, limit=limit, exact=exact)
        except IndexBroken:
            with self._lock:
                self._index = build_in_memory(self.content)
            return self._index.search(query, game=game, limit=limit, exact=exact)

    def _game(self, ident: str, raw_hit) -> str:
        if raw_hit is not None:
            return raw_hit.game
        return self.content.entries[ident].game

    def _lang(self, lang: str, entry_id: str, ui_lang: str | None) -> str:
        """A real language for a matched form (an abbreviation belongs to its official ones)."""
        if lang != ABBR:
            return lang
        official = self.content.entries[entry_id].official
        if ui_lang in official or not official:
            return ui_lang or "en"
        return official[0]

    def _raw_lang(self, hit, ui_lang: str | None) -> str:
        """The language a full-text hit matched in: term fields first, the UI language on ties."""
        best = [pair for pair in hit.matched if pair[0].startswith(_TERM_FIELDS)]
        candidates: list[str] = []
        for name, word in best or hit.matched:
            if name.startswith(("t_", "d_")):
                candidates.append(name[2:])
            elif name in ("tails", "parts"):
                candidates.append("de")
            elif name == "abbr":
                candidates.append(self._lang(ABBR, hit.id, ui_lang))
            elif name == "seed":
                candidates.extend(self._seed_langs(hit.id, word))
        if ui_lang in candidates:
            return ui_lang
        return candidates[0] if candidates else (ui_lang or "en")

    def _seed_langs(self, entry_id: str, word: str) -> list[str]:
        """The languages whose term has ``word`` (a folded word of a seed form)."""
        entry = self.content.entries[entry_id]
        found = [lang for lang in LANGS if word in words(entry.terms[lang])]
        return found or list(entry.official[:1]) or ["en"]

    def _entry_hit(self, entry_id: str, matched: str, score: float, tier: int) -> Hit:
        entry = self.content.entries[entry_id]
        return Hit(entry.id, entry.game, entry.kind, dict(entry.terms), matched, score, tier)

    def _paragraph_hit(self, paragraph_id: str, matched: str, score: float) -> Hit:
        paragraph = self.content.paragraphs[paragraph_id]
        chapter = self.content.chapters[paragraph.chapter_id]
        section = self.content.sections[paragraph.section_id]
        return Hit(
            paragraph.id, chapter.game, "paragraph", dict(section.title), matched, score, 2,
            paragraph_id=paragraph.id, chapter_id=chapter.id,
        )  # fmt: skip


_default: SearchEngine | None = None


def default_engine() -> SearchEngine:
    """The shared engine over the built-in content."""
    global _default
    if _default is None:
        _default = SearchEngine()
    return _default


def search(query: str, *, lang=None, game=None, current_game=None, limit=10, exact=False):
    """Ranked hits for ``query`` over the built-in content (see :meth:`SearchEngine.search`)."""
    return default_engine().search(
        query, lang=lang, game=game, current_game=current_game, limit=limit, exact=exact
    )


def suggest(query: str, *, lang=None, game=None, current_game=None, limit=10, exact=False):
    """Instant headword suggestions for ``query`` (see :meth:`SearchEngine.suggest`)."""
    return default_engine().suggest(
        query, lang=lang, game=game, current_game=current_game, limit=limit, exact=exact
    )
