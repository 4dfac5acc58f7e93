"""How much of a question a full-text hit covers: each meaningful word it matched, weighed by
where it matched (a term or only a text), how (typed or through a player's word) and how rare
the word is (glossary/index.py ranks hits by it; glossary/index_query.py gives each word's
(field, token) pairs)."""

from __future__ import annotations

import math

_TERM_FIELDS = ("t_", "w_", "seed", "abbr", "tails", "split")
#: What a word matched in a term (not only in a text) adds: more than nothing, less than another
#: word of the question matched.
TERM_WEIGHT = 0.5


#: What a word counts when a hit matched it only through the words our texts use for it (a
#: player's word, see glossary.player_words), or only as a word near a typo or a derived form
#: (glossary.word_forms): weaker than the typed word.
MAPPED_WEIGHT = 0.8
MAPPED_BOOST = 0.5


#: How strongly a word's rarity weighs in a question's coverage (0: every word counts alike).
RARITY_POWER = 0.5


def rarity_weights(evidence, frequency, documents: int) -> list[float] | None:
    """A weight per query word (``evidence``, from ``index_query.query_evidence``) by how rare
    it is in the index, averaging 1: a word few documents hold (*GP*, *Zusatztreffer*) tells more of
    what a question is about than one most hold (*win*, *Einheit*). The weight is
    (log((documents + 1) / (holders + 1))) ** :data:`RARITY_POWER`, where a word's holders are
    the documents of its most common (field, token) pair (``frequency(field, token)``;
    compound pieces aside). None for a single word, where there is nothing to weigh."""
    if len(evidence) < 2:
        return None
    rarity: list[float | None] = []
    for terms in evidence:
        holders = max((frequency(name, token) for name, token in terms if name != "parts"),
                      default=0)  # fmt: skip
        if holders:
            rarity.append(math.log((documents + 1) / (holders + 1)) ** RARITY_POWER)
        else:
            rarity.append(None)  # matched nowhere: it cannot tell hits apart
    known = [value for value in rarity if value is not None]
    mean = sum(known) / len(known) if known else 0.0
    if not mean:  # nothing matched, or every word is in every document
        return None
    return [1.0 if value is None else value / mean for value in rarity]


def coverage(evidence, matched, mapped=frozenset(), weights=None) -> float:
    """How many of a query's words (``evidence``: each word's (field, token) pairs, from
    ``index_query.query_evidence``) a hit's ``matched`` terms hold, a word matched in a term
    field counting :data:`TERM_WEIGHT` more, and one matched only through ``mapped`` pairs (the
    mapped words of a player's word) :data:`MAPPED_WEIGHT` as much. ``weights`` (from
    :func:`rarity_weights`) scales each word by its rarity."""
    total = 0.0
    for number, terms in enumerate(evidence):
        found = terms.intersection(matched)
        if found:
            weight = MAPPED_WEIGHT if found <= mapped else 1.0
            if weights is not None:
                weight *= weights[number]
            term = any(name.startswith(_TERM_FIELDS) for name, _ in found)
            total += weight * (1 + TERM_WEIGHT * term)
    return total
