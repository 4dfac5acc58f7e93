"""Words of a player's question that carry no rule: question words, auxiliaries, the word
*rule* itself (every text here is about rules) and the like, per language, on top of each
language's stop words. A query drops them before it is matched, so "how many dice does the
defender get" is matched as "dice defender".

The lists are folded (see :mod:`glossary.fold`): no accents, ``ё`` as ``е``.
"""

from __future__ import annotations

import re
from functools import cache

from .fold import fold, has_cyrillic

_LATIN = ("en", "de", "it")
_WORD = re.compile(r"\w+")

FUNCTION_WORDS = {
    "en": """who what whom whose which when where why how many much does do did done can could
        may might must shall should will would get gets got getting happen happens happened
        happening there their they them i me my we us our you your it its is are was were be
        been if then than also still any anything something way need needs allowed
        able possible rule rules""",
    "de": """wer was wen wem wessen welche welcher welches welchen wann wo wohin woher warum
        wieso wie viel viele vielen kann kannst konnen darf darfst durfen muss musst mussen
        soll sollen wird werden wurde wurden bekommt bekommen bekomme gibt gibt's passiert
        passieren geschieht ich mich mir man meine meiner meinen mein du dein es sie er
        dann wenn ob noch auch eigentlich genau regel regeln""",
    "ru": """кто что чем чего кого кому как какой какая какое какие каких каком сколько
        когда где куда откуда почему зачем ли можно может могут нужно надо будет будут был
        была были есть если то тогда я мне меня мой моя мои мы нам наш ты твой это этот эта
        эти там тут происходит происходить случается бывает получает получают правило
        правила правил правилам правилах""",
    "it": """chi cosa che cui quale quali quando dove perche come quanto quanta quanti quante
        puo possono posso devo deve devono serve servono succede succedono accade capita
        ottiene ottengono prende prendono io mi mio mia miei mie noi ci tu ti tuo si se
        allora anche ancora c'e ce sono e ha hanno fa fanno regola regole""",
}

ALL_FUNCTION_WORDS = frozenset(word for text in FUNCTION_WORDS.values() for word in text.split())


def is_function_word(word: str) -> bool:
    """Whether the folded ``word`` is a function word of a question in any language."""
    return word in ALL_FUNCTION_WORDS


@cache
def stop_words(lang: str) -> frozenset[str]:
    """The folded stop words (whoosh's list) and function words of ``lang``."""
    from whoosh.lang import stopwords_for_language

    return frozenset(fold(word) for word in stopwords_for_language(lang)) | frozenset(
        FUNCTION_WORDS[lang].split()
    )


def query_languages(text: str, ui_lang: str | None) -> tuple[str, ...]:
    """The languages a query may be in: Russian when it is written in Cyrillic; else the UI
    language (unless Russian) and every language with a stop or function word in the query,
    or all three Latin-script languages when nothing tells."""
    if has_cyrillic(text):
        return ("ru",)
    typed = set(_WORD.findall(fold(text)))
    found = [lang for lang in _LATIN if lang == ui_lang or typed & stop_words(lang)]
    return tuple(found) or _LATIN
