"""Search the glossary and the chapters: the one module callers use.

Two tiers (see docs/search.md):

- :func:`suggest` asks only the in-memory headword table (:mod:`glossary.headwords`): instant,
  meant for suggestions while the user types.
- :func:`search` merges the headword table with the whoosh full-text index
  (:mod:`glossary.index`, opened or built on first use by :mod:`glossary.index_cache`),
  ranked best first.

Every :class:`Hit` carries the entry's four language forms and the language that matched.
"""

from __future__ import annotations

import threading

from .chapter_names import name_as_context
from .fold import compact, fold
from .function_words import is_function_word
from .headwords import (
    EXACT,
    FUZZY,
    FUZZY_PREFIX,
    FUZZY_WORD,
    HeadwordTable,
)
from .hits import Hit, entry_hit, paragraph_hit, raw_lang, real_lang
from .keyboard import other_layout
from .number_words import GERMAN_NUMBER_WORDS
from .player_words import is_player_word
from .ranking import (
    EXACT_CLASS,
    T1_CLASS,
    WEAK_CLASS,
    WHOLE_TERM_BONUS,
    Candidate,
    explained,
    linked_first,
    raw_class,
    reading_order,
    whole_headword,
    with_its_entry,
)

__all__ = ["Hit", "SearchEngine", "default_engine", "search", "suggest"]

MAX_QUERY = 200  # characters of a query that count
SHORT_WORD = 5  # letters: a typo in a query this short is weak evidence


class SearchEngine:
    """Both tiers over one content set; the full-text index is opened on first need."""

    def __init__(self, content=None, *, cache_dir=None):
        self._content = content
        self._cache_dir = cache_dir
        self._headwords: HeadwordTable | None = None
        self._index = None
        self._vocabulary: frozenset[str] | None = None  # German words, for compounds
        self._cached = False  # an index of the content seen open or in the cache (index_cached)
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
            from .content import cached_headwords

            content = self.content
            self._headwords = cached_headwords(content) or HeadwordTable.from_content(content)
        return self._headwords

    @property
    def index_ready(self) -> bool:
        """Whether the full-text index is open (so :meth:`search` will not have to build it)."""
        return self._index is not None

    @property
    def index_cached(self) -> bool:
        """Whether the full-text index is open or waits in the cache (no build is coming).
        Asked at keystrokes until the index opens: found once is enough."""
        if not self._cached:
            from .index_cache import index_cached

            self._cached = self._index is not None or index_cached(self.content, self._cache_dir)
        return self._cached

    def full_text(self, *, rebuild: bool = False):
        """The open full-text index (:class:`glossary.index.FullTextIndex`), opened or built now."""
        with self._lock:
            if self._index is None or rebuild:
                from .index_cache import open_index

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
            query[:MAX_QUERY], lang=lang, game=game, current_game=current_game, limit=limit,
            fuzzy=not exact,
        )  # fmt: skip
        return [
            entry_hit(self.content, match.entry_id,
                      real_lang(self.content, match.lang, match.entry_id, lang), match.score, 1)
            for match in matches
        ]  # fmt: skip

    def search(
        self, query, *, lang=None, game=None, current_game=None, limit=10, exact=False
    ) -> list[Hit]:
        """Both tiers, merged and ranked: headword matches and full-text hits over terms,
        definitions, seed forms, abbreviations and chapter paragraphs. A query that names a rule,
        a card or a step by its number is answered first by the sections that open it
        (glossary.rule_numbers), then by what its other words find. A query that finds nothing
        is tried once more, exactly, as typed on the other keyboard layout (glossary.keyboard)."""
        query = query[:MAX_QUERY]
        options = {"lang": lang, "game": game, "current_game": current_game}
        hits = self._search_as_typed(query, limit, {**options, "exact": exact})
        if hits or exact:
            return hits
        swapped = other_layout(query, to_cyrillic=lang == "ru" and query.isascii())
        return self._search_as_typed(swapped, limit, {**options, "exact": True}) if swapped else []

    def _search_as_typed(self, query, limit, options) -> list[Hit]:
        from .rule_numbers import named_game, numbered_hits, numbered_query

        asked = numbered_query(query, self.content)
        if asked is None:
            return self._search(query, limit=limit, **options)
        named = named_game(asked.rest, self.content) if asked.rest else None  # "CCC 6.6.3.5"
        wanted = asked.rest and named is None  # the query's other words rank the sections
        others = self._search(asked.rest, limit=max(limit, 20), **options) if wanted else []
        hits = numbered_hits(self.content, asked, others, game=options["game"] or named,
                             current_game=options["current_game"], lang=options["lang"],
                             limit=limit)  # fmt: skip
        if hits is None:  # a number nothing cites: its other words, or nothing
            return self._search(asked.rest, limit=limit, **options) if asked.rest else []
        return hits

    def _search(
        self, query, *, lang=None, game=None, current_game=None, limit=10, exact=False
    ) -> list[Hit]:
        """:meth:`search` for a query that names no number.

        Each candidate gets the best evidence class that either tier gives it (``*_CLASS``);
        within a class the full-text score and the closeness of the headword match decide,
        then the current game and the UI language, which decide first among exact matches.
        The reported score is the class plus the rank within it (0..1)."""
        if limit <= 0 or not query.strip():
            return []
        depth = max(limit, 20)
        fuzzy = not exact and not is_function_word(fold(query).strip())  # "cosa" is no typo
        matches = self.headwords.lookup(
            query, lang=lang, game=game, current_game=current_game, limit=depth, fuzzy=fuzzy
        )
        total, term_weight, evidence = 1, 0.0, []
        players = self.content.words
        if self.headwords.answers_alone(query, matches, lambda w: is_player_word(players, w)):
            raw = []  # the full text could only add weaker evidence: whoosh is not needed
        else:
            from .coverage import TERM_WEIGHT
            from .index_query import query_evidence
            from .player_words import mapped_terms

            text = self._split_compounds(query)
            evidence = query_evidence(text)
            total, term_weight = len(evidence), TERM_WEIGHT
            wide = depth if total < 2 else max(depth, 60)  # room to count a question's words
            mapped = mapped_terms(text, self.content.words, lang)  # a compound's parts too
            raw = self._full_text(text, game=game, limit=wide, exact=exact, mapped=mapped)
        top = max((hit.score for hit in raw), default=0.0) or 1.0
        whole = compact(query)
        found: dict[str, Candidate] = {}
        for hit in raw:
            named = total > 1 and whole_headword(self.content, hit)  # names a term or a section
            found[hit.id] = Candidate(
                hit.id, raw_class(hit, whole), 0.5 * hit.score / top,
                raw_lang(self.content, hit, lang), hit,
                coverage=hit.coverage + WHOLE_TERM_BONUS * named,
            )  # fmt: skip
        short = len(whole) <= SHORT_WORD
        for match in matches:
            item = found.setdefault(match.entry_id, Candidate(match.entry_id, 0, 0.0, None))
            item.tier = 1
            typo = match.rank in (FUZZY, FUZZY_WORD, FUZZY_PREFIX)
            # one edit in a short word is weak evidence: below every exact or stemmed hit
            item.cls = max(item.cls, WEAK_CLASS if typo and short else T1_CLASS[match.rank])
            # the headword matched the query as a whole (a typo in one of its words: one word)
            whole_match = not typo or match.rank == FUZZY
            words = total if whole_match else 1
            item.coverage = max(item.coverage, (1 + term_weight) * words)
            item.score += 0.25 * match.score
            item.exact = match.rank == EXACT
            raw_hit = item.raw
            weak = raw_hit is None or raw_hit.fuzzy or not raw_hit.fields[0].startswith("t_")
            if weak or item.exact:  # the headword tells best which language was meant
                item.lang = real_lang(self.content, match.lang, match.entry_id, lang)

        if total > 1:  # a chapter's name in a question only says where to look
            name_as_context(self.content, found, evidence)

        def order(item: Candidate):
            other_game = current_game is not None and self._game(item) != current_game
            other_lang = lang is not None and item.lang != lang
            strength = min(item.score / 0.75, 1.0)
            if item.cls == EXACT_CLASS:  # among exact matches the game, then the language
                item.within = 0.5 * (not other_game) + 0.25 * (not other_lang) + 0.249 * strength
            else:
                item.within = 0.999 * strength
            covered = -item.coverage if total > 1 else 0  # a question: most words first
            return (covered, -item.cls, -round(item.within, 6), other_game, other_lang,
                    item.is_paragraph, item.id)  # fmt: skip

        ranked = sorted(found.values(), key=order)
        if total > 1:  # a question: what its first result links to, then reading order
            ranked = reading_order(self.content, linked_first(self.content, ranked))
        if raw:
            ranked = explained(self.content, ranked, lang)
        if total > 1:  # a question answered by a paragraph: the entry it explains next
            ranked = with_its_entry(self.content, ranked)
        hits = []
        for item in ranked[:limit]:
            score = round(item.cls + item.within, 4)
            if item.is_paragraph:
                hits.append(paragraph_hit(self.content, item.id, item.lang, score))
            else:
                hits.append(entry_hit(self.content, item.id, item.lang, score, item.tier))
        return hits

    def _split_compounds(self, query: str) -> str:
        """``query`` with unknown German compounds split (see compounds.split_words)."""
        from .compounds import german_vocabulary, split_words

        if self._vocabulary is None:  # a player's German word is never split
            players = {word for key in self.content.words.get("de", ()) for word in key}
            self._vocabulary = german_vocabulary(self.content) | players | GERMAN_NUMBER_WORDS
        return split_words(query, self._vocabulary)

    def _full_text(self, query, *, game, limit, exact, mapped=None):
        from .index import IndexBroken
        from .index_cache import build_in_memory

        options = {"game": game, "limit": limit, "exact": exact, "mapped": mapped}
        try:
            return self.full_text().search(query, **options)
        except IndexBroken:
            pass
        try:  # the cached files went bad under us: rebuild once
            return self.full_text(rebuild=True).search(query, **options)
        except IndexBroken:
            with self._lock:
                self._index = build_in_memory(self.content)
            return self._index.search(query, **options)

    def _game(self, item: Candidate) -> str:
        if item.raw is not None:
            return item.raw.game
        return self.content.entries[item.id].game


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
