"""Folding: case, accents, ё→е, ß→ss, compact keys."""

from glossary.fold import compact, fold, words


def test_case_and_accents_fold():
    assert fold("Landkämpfe") == "landkampfe"
    assert fold("CITTÀ") == "citta"
    assert fold("Rückzüge") == fold("ruckzuge")


def test_russian_yo_folds_to_ye_but_short_i_stays():
    assert fold("Ёлка") == fold("елка") == "елка"
    assert fold("бой") == "бой"  # й is a letter of its own
    assert fold("ЙОД") == "йод"


def test_sharp_s_folds_to_ss():
    assert fold("Straße") == fold("STRASSE") == "strasse"


def test_white_space_collapses():
    assert fold("  land \t combat \n") == "land combat"


def test_compact_removes_spaces_and_punctuation():
    assert compact("LC DR") == compact("lcdr") == compact("lc-dr") == compact("L.C. D.R.") == "lcdr"


def test_words_are_folded_letters_and_digits():
    assert words("Zone of Control (ZOC), 2 Ёжа") == ["zone", "of", "control", "zoc", "2", "ежа"]
