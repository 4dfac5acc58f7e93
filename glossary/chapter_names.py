"""A chapter's own name in a question says where to look, not what is asked.

"who wins a tie in a field battle" asks about the tie: *field battle* names the chapter the
answer is in. The entry named like a chapter (*field battle*, *land combat*, *interception
attempt*) matches those words as a whole term, and its definition sums up the chapter, so it
matched the question's other words too and came before the entries and rules about them. In a
question with words beyond the name, such an entry counts only its matches of those other words
(see docs/search.md, "Questions")."""

from __future__ import annotations

import re

from .coverage import coverage

__all__ = ["chapter_named", "name_as_context"]

_GAME_PART = re.compile(r"\([^)]*\)|^[^:]*:")  # "(CCC 6.6.3)", "Struggle of Empires:"
_NAME_FIELDS = ("t_", "w_")  # a term's words, in any language


_named: dict[str, frozenset[str]] = {}  # content hash -> chapter_named (built once)


def chapter_named(content) -> frozenset[str]:
    """The ids of the entries whose English term is a chapter's English title (its game's
    name and its rule number aside): *field battle*, *land combat* (in both games that have
    one), *interception attempt*. Worked out once per content."""
    found = _named.get(content.hash)
    if found is None:
        found = _named[content.hash] = _entries_named_like_chapters(content)
    return found


def _entries_named_like_chapters(content) -> frozenset[str]:
    from .index_query import term_tokens

    titles = set()
    for chapter in content.chapters.values():
        title = term_tokens("en", _GAME_PART.sub(" ", chapter.title["en"]))
        if title:
            titles.add(title)
    return frozenset(
        entry.id
        for entry in content.entries.values()
        if term_tokens("en", entry.terms["en"]) in titles
    )


def name_as_context(content, found: dict, evidence) -> None:
    """Scale the coverage of each candidate in ``found`` (id -> ranking.Candidate) that is
    named like a chapter (:func:`chapter_named`) to what it matched of the question's other
    words: ``evidence`` holds each meaningful word's (field, token) pairs
    (index_query.query_evidence). A question that is only the name, maybe with a typo in it,
    is left as it is."""
    for entry_id in chapter_named(content):
        item = found.get(entry_id)
        if item is None or item.raw is None:
            continue
        matched = set(item.raw.matched)
        name = {pair for pair in matched if pair[0].startswith(_NAME_FIELDS)}
        others = [terms for terms in evidence if not terms & name]
        mistyped = bool(name & set(item.raw.near))  # a word of the name typed wrong
        if len(others) == len(evidence) or len(others) <= mistyped:
            continue
        every = coverage(evidence, matched)
        if every:
            item.coverage *= coverage(others, matched) / every
