"""Players' everyday words (``glossary/data/words.toml``): what a player types for what our texts
call by another name ("wiped out" for *eliminated*, «кубики» for «кости»).

The file is read with the content (it is part of the content hash, so the cached content and
the index follow it) into ``Content.words``: per language, each folded key (a word or a short
phrase) with the folded words our texts use for it. A full-text query then also tries, for a
query word that is (part of) such a key in the query's language or the UI language, the mapped
words: as weaker evidence than the typed word (see docs/search.md, "Players' words").

Parsing needs no whoosh; :func:`mapped_terms` (the full-text side) imports it through
:mod:`glossary.index_query`.
"""

from __future__ import annotations

import re

from engine.messages import N_, Msg

from .content_model import ContentError
from .fold import compact, fold
from .function_words import query_languages

__all__ = [
    "MAX_TEXT_SHARE", "MIN_STEM", "mapped_terms", "parse_words", "player_keys", "query_languages",
    "uncommon",
]  # fmt: skip

LANGS = ("en", "de", "ru", "it")
_WORD = re.compile(r"\w+")
#: A mapped word whose stem is shorter than this matches only as a whole term: a stem of a
#: letter or two (бой -> бо) is shared by too many words.
MIN_STEM = 3
#: A mapped word matches in the definitions and paragraphs only when at most this share of the
#: documents holds it there: a common word (unit, attack, бой) would flood the results.
MAX_TEXT_SHARE = 0.08
#: The longest key, in words.
MAX_KEY_WORDS = 4

Words = dict[str, dict[tuple[str, ...], tuple[str, ...]]]


def parse_words(data: dict, source: str) -> Words:
    """The folded table of ``data`` (words.toml as parsed from ``source``): per language, each
    key's words (a tuple) with its mapped words or phrases. A wrong shape raises
    :class:`ContentError` naming the language and the key."""
    table: Words = {}
    for lang, keys in data.items():
        if lang not in LANGS:
            raise ContentError(source, "", lang, Msg(N_("{value!r} is not a language"), value=lang))
        if not isinstance(keys, dict):
            raise ContentError(source, "", lang, Msg(N_("must be a table")))
        found = table.setdefault(lang, {})
        for key, values in keys.items():
            good = isinstance(values, list) and values
            if not good or not all(isinstance(value, str) and value.strip() for value in values):
                problem = Msg(N_("must be a list of strings"))
                raise ContentError(source, "", f"{lang}.{key}", problem)
            words = tuple(_WORD.findall(fold(key)))
            if words and len(words) <= MAX_KEY_WORDS:
                found[words] = tuple(dict.fromkeys(fold(value) for value in values))
    return table


def is_player_word(table: Words, word: str) -> bool:
    """Whether the folded ``word`` is a one-word key of some language."""
    return any((word,) in keys for keys in table.values())


def player_keys(text: str, table: Words, langs) -> list[tuple[str, tuple[str, ...], tuple]]:
    """The keys of ``langs`` standing in ``text`` as whole words, longest first and not
    overlapping within a language: (language, key words, mapped values)."""
    typed = _WORD.findall(fold(text))
    found = []
    for lang in langs:
        keys = table.get(lang, {})
        used: set[int] = set()
        for size in range(min(MAX_KEY_WORDS, len(typed)), 0, -1):
            for start in range(len(typed) - size + 1):
                span = set(range(start, start + size))
                key = tuple(typed[start : start + size])
                if key in keys and not span & used:
                    used |= span
                    found.append((lang, key, keys[key]))
    return found


def _value_terms(lang: str, value: str) -> set[tuple[str, str]]:
    """The (field, token) pairs through which a mapped value of ``lang`` matches."""
    from .index_query import term_tokens, whole_term

    pairs = {(f"w_{lang}", whole_term(lang, value)), ("abbr", compact(value))}
    tokens = term_tokens(lang, value)
    words = _WORD.findall(value)
    if len(words) == 1:
        pairs.add(("seed", words[0]))
    for token in tokens:
        if len(token) >= MIN_STEM:
            pairs.add((f"t_{lang}", token))
            if len(words) == 1:
                pairs.add((f"d_{lang}", token))
    return {pair for pair in pairs if pair[1]}


def uncommon(text: str, mapped: dict[str, set], frequency, documents: int) -> dict[str, set]:
    """``mapped`` (from :func:`mapped_terms`) without the pairs through which a meaningful word
    of ``text`` matches by itself, and without the text-field pairs held by more than
    :data:`MAX_TEXT_SHARE` of the ``documents`` (``frequency(field, token)``: how many)."""
    from .index_query import _word_terms, content_words

    own = set().union(*map(_word_terms, content_words(text)[1]))
    most = MAX_TEXT_SHARE * documents
    found = {
        word: {pair for pair in pairs - own
               if not pair[0].startswith("d_") or frequency(*pair) <= most}
        for word, pairs in mapped.items()
    }  # fmt: skip
    return {word: pairs for word, pairs in found.items() if pairs}


def mapped_terms(text: str, table: Words, ui_lang: str | None) -> dict[str, set]:
    """For each loose word of ``text`` that belongs to a player's key (in the query's language
    or the UI language), the (field, token) pairs of the words our texts use for it. A mapped
    phrase matches as a whole term, or word by word in the term fields only; a mapped word
    matches in the texts too, and one with a stem under :data:`MIN_STEM` letters only as a
    whole term (the index then drops common words from the texts: :func:`uncommon`)."""
    if not table:
        return {}
    found: dict[str, set] = {}
    for lang, key, values in player_keys(text, table, query_languages(text, ui_lang)):
        pairs = set().union(*(_value_terms(lang, value) for value in values))
        for word in key:
            found.setdefault(word, set()).update(pairs)
    return found
