"""The relevance suites over the built-in content.

- ``tests/data/relevance.toml`` ("original"): exact terms, inflections, typos, abbreviations,
  prefixes, compounds, cross-language queries and phrases;
- ``tests/data/relevance_players.toml`` ("players"): written separately, without the search
  code, the way players type at the table: questions, inflected words, compounds, typos,
  abbreviations, mixed languages and words that occur nowhere;
- ``tests/data/relevance_fresh.toml`` ("fresh"): a suite of the same kind, written later,
  again from the glossary and the chapters only, and kept apart: its misses are not fixed one
  by one, so it tells whether a change to the ranking helps queries nobody tuned for;
- ``tests/data/relevance_rule_numbers.toml`` ("rule numbers"): rules, cards and steps named by
  their numbers (``6.6.3.4``, ``§14.1``, ``card #33``, ``Schritt 4 Feldschlacht``), written
  from the chapters only.

For each suite and each language the test computes precision@1 (the first hit is a right first
answer) and recall@3 (the share of the expected ids in the top 3) and holds them at or above
:data:`FLOOR`: a ratchet at the scores reached, raised whenever they rise, so that no single
case can regress unnoticed.
"""

import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest

import glossary.search
from glossary.content import load_content
from tui.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
SUITES = {
    name: tomllib.loads((DATA / file).read_text(encoding="utf-8"))["case"]
    for name, file in (
        ("original", "relevance.toml"),
        ("players", "relevance_players.toml"),
        ("fresh", "relevance_fresh.toml"),
        ("rule numbers", "relevance_rule_numbers.toml"),
    )
}
CASES = SUITES["original"]
LANGS = ("en", "de", "ru", "it")
GOAL = (0.95, 0.99)  # precision@1, recall@3
#: (precision@1, recall@3) reached per suite and language: a test fails below these.
FLOOR = {
    # recall: original it, players en and it, fresh en each lost one case when the field battle's
    # definition came to state the tie rule (the defender wins) and that the loser retreats:
    # it now answers the tie questions first (their acceptable first answers were re-checked
    # blind) and takes a place in the top three of two more
    "original": {"en": (0.98, 1.0), "de": (0.98, 0.98), "ru": (1.0, 1.0), "it": (1.0, 1.0)},
    # players en and it gained when a paragraph that leaned on the one before it (a fleet
    # alone in a colony) came to name its own case
    # players de gained when a compound that only begins with a term's word (Abfangpriorität)
    # stopped naming that term, players it when the field battle's dice-counting steps came to
    # say that their dice are rolled (and fresh en with it)
    "players": {"en": (0.931, 0.851), "de": (0.977, 0.912), "ru": (1.0, 0.901),
                "it": (0.977, 0.92)},
    # fresh ru recall 0.85 -> 0.80 when the words that state a rule (after, both, ohne, после)
    # stopped being stop words: one case lost, while en precision and de recall each gained
    "fresh": {"en": (1.0, 1.0), "de": (0.9, 0.9), "ru": (0.9, 0.8), "it": (0.95, 0.9)},
    # written from the chapters only when search learned rule and step numbers; its first run
    # gave 26 of 32 first answers (the phases of a turn, a game and its chapter before the
    # number, and a procedure named after it were missing); tests/search/test_search_rule_numbers.py
    # holds other queries of those patterns
    "rule numbers": {"en": (1.0, 1.0), "de": (1.0, 1.0), "ru": (1.0, 1.0), "it": (1.0, 1.0)},
}  # fmt: skip


def top(engine, case, limit=10):
    hits = engine.search(
        case["query"], lang=case["lang"], game=case.get("game"),
        current_game=case.get("current_game"), limit=limit,
    )  # fmt: skip
    return [hit.id for hit in hits]


def scores(engine, cases):
    """(precision@1, recall@3, misses) over ``cases``."""
    precision, recall, misses = [], [], []
    for case in cases:
        found = top(engine, case)
        first = set(case.get("first", case["expect"]))
        hit_first = bool(found) and found[0] in first
        share = len(set(case["expect"]) & set(found[:3])) / len(case["expect"])
        precision.append(hit_first)
        recall.append(share)
        if not hit_first or share < 1:
            where = f"{case['lang']}, {case.get('game')}, current {case.get('current_game')}"
            misses.append(f"{case['query']!r} ({where}): {found[:3]}")
    return sum(precision) / len(cases), sum(recall) / len(cases), misses


def test_suites_are_large_and_cover_every_language_and_kind_of_query():
    assert len(CASES) >= 80
    langs = Counter(case["lang"] for case in CASES)
    assert set(langs) == set(LANGS) and min(langs.values()) >= 15
    needed = {"exact", "inflection", "typo", "swap", "abbreviation", "prefix", "compound"}
    assert needed | {"cross-language", "phrase"} <= {case["category"] for case in CASES}
    prefixes = [case for case in CASES if case["category"] == "prefix"]
    assert all(len(case["query"]) >= 3 for case in prefixes)
    players = SUITES["players"]
    assert len(players) >= 120
    assert min(Counter(case["lang"] for case in players).values()) >= 30
    kinds = {"question", "inflection", "compound", "typo", "abbreviation", "mixed"}
    assert kinds <= {case["category"] for case in players}
    fresh = SUITES["fresh"]
    assert len(fresh) >= 80 and min(Counter(case["lang"] for case in fresh).values()) >= 20


@pytest.mark.parametrize("suite", SUITES)
def test_expected_ids_exist(suite):
    content = load_content()
    for case in SUITES[suite]:
        for ident in (*case["expect"], *case.get("first", ())):
            assert ident in content.entries or ident in content.paragraphs, (case["query"], ident)
            if case.get("game"):
                assert ident.startswith(case["game"] + "."), (case["query"], ident)


@pytest.mark.parametrize("suite", SUITES)
def test_precision_at_1_and_recall_at_3_per_language(real_engine, capsys, suite):
    report, failures = [], []
    for lang in LANGS:
        cases = [case for case in SUITES[suite] if case["lang"] == lang]
        precision, recall, misses = scores(real_engine, cases)
        floor = FLOOR[suite][lang]
        report.append(
            f"  {lang}: {len(cases)} cases, precision@1 = {precision:.3f}, "
            f"recall@3 = {recall:.3f} (floor {floor[0]:.3f} / {floor[1]:.3f}, "
            f"goal {GOAL[0]} / {GOAL[1]})" + "".join(f"\n    miss: {miss}" for miss in misses)
        )
        if precision < floor[0] or recall < floor[1]:
            failures.append((lang, precision, recall, misses))
    with capsys.disabled():
        print(f"\nrelevance, {suite} suite:\n" + "\n".join(report))
    assert not failures


@pytest.mark.parametrize("lang", LANGS)
def test_cli_finds_the_expected_entry_in_each_language(real_engine, monkeypatch, capsys, lang):
    monkeypatch.setattr(glossary.search, "_default", real_engine)
    cases = [case for case in CASES if case["lang"] == lang and case["category"] == "exact"]
    for case in cases[:4]:
        argv = ["search", case["query"], "--lang", lang, "--limit", "3", "--json"]
        assert main(argv) == 0
        results = json.loads(capsys.readouterr().out)["results"]
        assert results[0]["id"] in case.get("first", case["expect"])
        assert results[0]["matched_lang"] == lang
