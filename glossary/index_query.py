"""The whoosh schema, the documents indexed and the query builder (tier 2 of search).

whoosh is imported lazily inside these functions; glossary/index.py searches the index,
glossary/index_cache.py opens or builds it.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from .coverage import MAPPED_BOOST
from .fold import compact, fold, has_cyrillic
from .function_words import is_function_word, query_languages
from .number_words import number_value

LANGS = ("en", "de", "ru", "it")
_TERM_BOOST = 3.0
_QUOTED = re.compile(r'"([^"]+)"|«([^»]+)»|„([^“”"]+)[“”"]')
_WORD = re.compile(r"\w+")
MAX_WORDS = 12  # loose words of a query that count (the rest is ignored)
MAX_PHRASES = 4
SHORT_WORD = 5  # letters: words this short are never matched with a typo here
SHORT_STEM = 3  # letters: a stem this short from another language's stemmer is no evidence
MIN_PART = 5  # letters of a query word that may match a compound's part ("roll" is no "Kontroll")


# --- schema -------------------------------------------------------------------------------
# Text is folded (glossary.fold) before whoosh sees it, on both the document and the query
# side, so the analyzers are whoosh's own classes only (the schema is pickled into the index).


RULE_WORDS = frozenset(
    """after before both each against no not more few same other over under between during until
    nach vor gegen ohne kein keine keinem keinen keiner keines nicht nichts jede jedem jeden jeder
    jedes wahrend zwischen unter uber hinter
    после перед до без нет не ни два три между через больше более все всех оба обе
    contro tra non piu senza
    only nur solo только""".split()
)


@cache
def _analyzer(lang: str | None):
    """Tokens, lower case, then (for a language) its folded stop words and its stemmer."""
    from whoosh.analysis import LowercaseFilter, RegexTokenizer, StemFilter, StopFilter
    from whoosh.lang import stopwords_for_language

    chain = RegexTokenizer() | LowercaseFilter()
    if lang is None:
        return chain
    stops = frozenset(fold(word) for word in stopwords_for_language(lang)) - RULE_WORDS
    return chain | StopFilter(stoplist=stops, minsize=1) | StemFilter(lang=lang)


@cache
def schema():
    """The whoosh schema: per-language term and text fields, seed forms, abbreviations and
    German compound parts (``parts``: every 4+ letter piece; ``tails``: word endings, stemmed;
    ``split``: the known words a compound is made of, stemmed)."""
    from whoosh.analysis import NgramFilter, RegexTokenizer
    from whoosh.fields import ID, KEYWORD, TEXT, Schema

    fields = {
        "id": ID(stored=True, unique=True),
        "doctype": ID(stored=True),
        "game": ID(stored=True),
        "kind": ID(stored=True),
        "abbr": KEYWORD(scorable=True, field_boost=6.0),
        "seed": TEXT(analyzer=_analyzer(None), phrase=True, field_boost=_TERM_BOOST),
        "parts": TEXT(analyzer=RegexTokenizer() | NgramFilter(4, 24), phrase=False),
        "tails": TEXT(analyzer=_analyzer("de"), phrase=False, field_boost=2.0),
        "split": TEXT(analyzer=_analyzer("de"), phrase=False, field_boost=2.0),
    }
    for lang in LANGS:
        fields[f"t_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True, field_boost=_TERM_BOOST)
        fields[f"d_{lang}"] = TEXT(analyzer=_analyzer(lang), phrase=True)
        fields[f"w_{lang}"] = KEYWORD(commas=True, scorable=True, field_boost=_TERM_BOOST)
    return Schema(**fields)


# --- queries ------------------------------------------------------------------------------


def split_query(text: str) -> tuple[list[str], list[str]]:
    """The quoted phrases and the distinct loose words of a query (folded, at most
    :data:`MAX_PHRASES` and :data:`MAX_WORDS`)."""
    phrases = [next(group for group in match.groups() if group) for match in _QUOTED.finditer(text)]
    rest = _QUOTED.sub(" ", text)
    loose = list(dict.fromkeys(_WORD.findall(fold(rest))))  # each word once, in order
    return [fold(phrase) for phrase in phrases][:MAX_PHRASES], loose[:MAX_WORDS]


@lru_cache(maxsize=8192)
def _tokens(lang: str | None, text: str) -> tuple[str, ...]:
    """The query tokens of ``text`` for a language's fields (cached: a query's words are
    analysed several times, and typing repeats them)."""
    return tuple(token.text for token in _analyzer(lang)(text, mode="query"))


@lru_cache(maxsize=4096)
def term_tokens(lang: str, term: str) -> frozenset[str]:
    """The tokens a term leaves in its ``t_<lang>`` field (stop words dropped, stemmed); cached:
    the ranking asks for the same terms, titles and paragraphs again and again."""
    return frozenset(_tokens(lang, fold(term)))


def _is_stop_word(word: str) -> bool:
    """A stop word of some language, or a function word of a question (who, wie, сколько)."""
    return is_function_word(word) or any(not _tokens(lang, word) for lang in LANGS)


def content_words(text: str) -> tuple[list[str], list[str]]:
    """The quoted phrases and the loose words that carry meaning (stop and function words
    dropped, unless nothing else is left)."""
    phrases, loose = split_query(text)
    meaningful = [word for word in loose if not _is_stop_word(word)]
    return phrases, (meaningful if meaningful or phrases else loose)


def _word_terms(word: str, langs=LANGS) -> set[tuple[str, str]]:
    """Every (field, token) through which ``word`` can match; a number word also matches its
    digits (glossary.number_words). In a language not among ``langs`` (those the query is
    written in), a stem cut to :data:`SHORT_STEM` letters or fewer does not count: English
    "loses" is German "los" to the German stemmer, and then "LOS" (line of sight)."""
    terms = {("abbr", word), ("seed", word)}
    digits = number_value(word)
    if digits is not None:
        terms |= _word_terms(digits, langs)
    for lang in LANGS:
        for token in _tokens(lang, word):
            if lang not in langs and len(token) <= SHORT_STEM and token != word:
                continue
            terms.update({(f"t_{lang}", token), (f"d_{lang}", token)})
    for stem in _tokens("de", word) if len(word) >= MIN_PART else ():
        if 4 <= len(stem) <= 24:
            terms.update({("parts", stem), ("tails", stem), ("split", stem)})
    return terms


def query_evidence(text: str, near=None, mapped=None) -> list[set[tuple[str, str]]]:
    """For each meaningful word and phrase of a query, the (field, token) pairs that show it
    matched: a hit's coverage is how many of these sets meet its matched terms. ``near`` holds
    the words near an unknown word (:func:`near_unknown_words`), ``mapped`` the words our
    texts use for a player's word (:func:`glossary.player_words.uncommon`)."""
    phrases, loose = content_words(text)
    near, mapped = near or {}, mapped or {}
    langs = written_in(text)
    evidence = [
        _word_terms(word, langs) | near.get(word, set()) | mapped.get(word, set()) for word in loose
    ]
    for phrase in phrases:
        evidence.append({pair for word in _WORD.findall(phrase) for pair in _word_terms(word)})
    return evidence


def written_in(text: str) -> tuple[str, ...]:
    """The languages a query is written in, as far as its script and its stop and function
    words tell: Russian for Cyrillic words, and for the Latin words the languages whose stop
    words they hold (every language when none)."""
    latin = " ".join(word for word in _WORD.findall(text) if not has_cyrillic(word))
    found = query_languages(latin, None) if latin else ()
    if len(found) == 3:
        found = LANGS  # nothing tells: every language
    cyrillic = ("ru",) if has_cyrillic(text) else ()
    return tuple(dict.fromkeys((*cyrillic, *found)))


def _word_query(word: str, near=frozenset(), known=None, mapped=frozenset(), langs=LANGS):
    """Any (field, token) of ``word`` (only those the index holds, when ``known`` says which),
    and the words near it and the mapped words of a player's word at half weight; None when
    nothing can match."""
    from whoosh.query import Or, Term

    pairs = sorted(_word_terms(word, langs))
    weak = sorted(set(near) | set(mapped))
    if known is not None:
        pairs = [pair for pair in pairs if known(*pair)]
        weak = [pair for pair in weak if known(*pair)]
    clauses = [Term(name, token) for name, token in pairs]
    clauses += [Term(name, token, boost=MAPPED_BOOST) for name, token in weak]
    return Or(clauses) if clauses else None


def near_unknown_words(text: str, present, expand) -> dict[str, set[tuple[str, str]]]:
    """For each meaningful word that occurs nowhere in the index (a typo inside a question:
    "cuaseway"), the (field, token) pairs of the words near it in the term and text fields:
    one edit for up to six letters, two for longer words, the first two letters in place. A
    word of :data:`SHORT_WORD` letters or fewer qualifies only beside other meaningful words
    (and never under four letters). ``present(field, token)`` says whether the index holds a
    token; ``expand(field, token, edits)`` lists the near words with their distances."""
    found: dict[str, set[tuple[str, str]]] = {}
    meaningful = content_words(text)[1]
    # a short word needs more evidence than one edit: another word of the query beside it
    shortest = 4 if len(meaningful) > 1 else SHORT_WORD + 1
    for word in meaningful:
        if len(word) < shortest or any(present(*pair) for pair in _word_terms(word)):
            continue
        edits = 1 if len(word) < 7 else 2
        pairs = {("seed", word)}
        for lang in LANGS:
            for token in _tokens(lang, word):
                pairs.update({(f"t_{lang}", token), (f"d_{lang}", token)})
        near = {(name, other) for name, token in pairs for other, _ in expand(name, token, edits)}
        if near:
            found[word] = near
    return found


def _phrase_query(phrase: str, fields=("t", "d"), boost: float = 1.0):
    from whoosh.query import Or, Phrase, Term

    clauses = []
    for lang in (*LANGS, None):
        tokens = _tokens(lang, phrase)
        names = ["seed"] if lang is None else [f"{kind}_{lang}" for kind in fields]
        for name in names:
            if len(tokens) > 1:
                clauses.append(Phrase(name, list(tokens), boost=boost))
            elif tokens:
                clauses.append(Term(name, tokens[0], boost=boost))
    return Or(clauses) if clauses else None


def build_query(text: str, near=None, known=None, mapped=None):
    """The whoosh query for ``text``: any meaningful loose word (stop and function words
    aside) or quoted phrase may match, in some field of some language (the ranking then counts
    how many of them a hit matched: :func:`query_evidence`); the loose words as a phrase in a
    term field, and the whole query as an abbreviation (``LC DR`` = ``lcdr``), add to the
    score. ``near`` adds the near words of unknown words (:func:`near_unknown_words`),
    ``mapped`` the words our texts use for a player's word (:func:`glossary.player_words.uncommon`);
    ``known(field, token)``, when given, leaves out the terms the index does not hold."""
    from whoosh.query import AndMaybe, Or, Term

    phrases, meaningful = content_words(text)
    loose = split_query(text)[1]
    near, mapped = near or {}, mapped or {}
    langs = written_in(text)
    required = [
        _word_query(word, near.get(word, frozenset()), known, mapped.get(word, frozenset()), langs)
        for word in meaningful
    ]
    required += list(map(_phrase_query, phrases))
    required = [query for query in required if query is not None]
    alternatives = []
    if required:
        main = required[0] if len(required) == 1 else Or(required)
        if len(loose) > 1:
            boost = _phrase_query(" ".join(loose), fields=("t",), boost=2.0)
            if boost is not None:
                main = AndMaybe(main, boost)
        alternatives.append(main)
    plain = " ".join(loose + phrases)
    wholes = [(f"w_{lang}", whole_term(lang, plain)) for lang in LANGS]  # the query is a term
    wholes.append(("abbr", compact(text)))
    for name, token in wholes:
        if token and (known is None or known(name, token)):
            alternatives.append(Term(name, token, boost=2.0))
    return Or(alternatives) if alternatives else None


def whole_term(lang: str, text: str) -> str:
    """A term reduced to its stems, as one token: ``Landkämpfe`` and ``Landkampf`` agree."""
    return " ".join(_tokens(lang, fold(text))).replace(",", " ")


def build_fuzzy(text: str, expand):
    """The fallback query: each word of 6+ letters near a word of a term field (``~2/2``: at
    most two edits and the first two letters in place). A swapped
    pair of letters is one edit. ``expand(field, token, edits)`` lists the field's words near
    ``token`` with their distances. None when no word qualifies."""
    from whoosh.query import Or, Term

    phrases, loose = split_query(text)
    words = loose + [word for phrase in phrases for word in _WORD.findall(phrase)]
    clauses = []
    for word in words:
        if len(word) <= SHORT_WORD or _is_stop_word(word):
            continue  # one edit in a short word is too little evidence
        edits = 2
        tokens = [("seed", word)]
        tokens += [(f"t_{lang}", token) for lang in LANGS for token in _tokens(lang, word)]
        for name, token in tokens:
            for near, distance in expand(name, token, edits):
                clauses.append(Term(name, near, boost=1.0 / (1 + distance)))
    return Or(clauses) if clauses else None
