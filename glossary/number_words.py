"""Numbers a player spells out: "a roll of seven", «семёрка», *Siebenerwurf*, "due dadi". Our
texts write dice results and counts as digits ("add up to 7"), so a full-text query lets a
number word also match its digit (see docs/search.md, "Numbers in words").

Only two to twelve, the numbers of dice and counts: *one* is also a pronoun, *ein* an article,
and the Italian *sei* ("six", also "you are") is a stop word. The lists are folded (see
:mod:`glossary.fold`): no accents, ``ё`` as ``е``; German forms in *-er* name a result ("ein
Siebener", and the first part of *Siebenerwurf*).
"""

from __future__ import annotations

__all__ = ["GERMAN_NUMBER_WORDS", "number_value"]

_FORMS = {
    "2": """two twos zwei zweier два две двух двойка двойки двойку двойкой due""",
    "3": """three threes drei dreier три трех тройка тройки тройку тройкой tre""",
    "4": """four fours vier vierer четыре четырех четверка четверки четверку quattro""",
    "5": """five fives funf funfer пять пяти пятерка пятерки пятерку cinque""",
    "6": """six sixes sechs sechser шесть шести шестерка шестерки шестерку шестеркой""",
    "7": """seven sevens sieben siebener семь семи семерка семерки семерку семеркой sette""",
    "8": """eight eights acht achter восемь восьми восьмерка восьмерки восьмерку otto""",
    "9": """nine nines neun neuner девять девяти девятка девятки девятку nove""",
    "10": """ten tens zehn zehner десять десяти десятка десятки десятку dieci""",
    "11": """eleven elevens elf elfer одиннадцать одиннадцати undici""",
    "12": """twelve twelves zwolf zwolfer двенадцать двенадцати dodici""",
}

_VALUES = {form: digits for digits, forms in _FORMS.items() for form in forms.split()}

#: The German number words a compound may start with (*Siebenerwurf*: sieben-er-wurf), for the
#: compound splitter's vocabulary.
GERMAN_NUMBER_WORDS = frozenset("zwei drei vier funf sechs sieben acht neun zehn zwolf".split())


def number_value(word: str) -> str | None:
    """The digits a folded number word stands for (``"sieben"`` → ``"7"``), else None."""
    return _VALUES.get(word)
