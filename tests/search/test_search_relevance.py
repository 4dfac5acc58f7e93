"""The relevance suite (tests/data/relevance.toml) over the built-in content.

Reports precision@1 (the first hit is a right first answer) and recall@3 (the share of the
expected ids found in the top 3), and keeps both at 0.95 or more.
"""

import json
import tomllib
from collections import Counter
from pathlib import Path

import pytest

import glossary.search
from glossary.content import load_content
from tui.cli import main

CASES = tomllib.loads(
    (Path(__file__).resolve().parents[1] / "data" / "relevance.toml").read_text(encoding="utf-8")
)["case"]
GOAL = 0.95


def top(engine, case, limit=10):
    hits = engine.search(case["query"], lang=case["lang"], game=case.get("game"), limit=limit)
    return [hit.id for hit in hits]


def scores(engine):
    precision, recall, misses = [], [], []
    for case in CASES:
        found = top(engine, case)
        first = set(case.get("first", case["expect"]))
        hit_first = bool(found) and found[0] in first
        share = len(set(case["expect"]) & set(found[:3])) / len(case["expect"])
        precision.append(hit_first)
        recall.append(share)
        if not hit_first or share < 1:
            misses.append(f"{case['query']!r} ({case['lang']}, {case.get('game')}): {found[:3]}")
    return sum(precision) / len(CASES), sum(recall) / len(CASES), misses


def test_suite_is_large_and_covers_every_language_and_kind_of_query():
    assert len(CASES) >= 80
    langs = Counter(case["lang"] for case in CASES)
    assert set(langs) == {"en", "de", "ru", "it"} and min(langs.values()) >= 15
    needed = {"exact", "inflection", "typo", "swap", "abbreviation", "prefix", "compound"}
    assert needed | {"cross-language", "phrase"} <= {case["category"] for case in CASES}
    prefixes = [case for case in CASES if case["category"] == "prefix"]
    assert all(len(case["query"]) >= 3 for case in prefixes)


def test_expected_ids_exist():
    content = load_content()
    for case in CASES:
        for ident in (*case["expect"], *case.get("first", ())):
            assert ident in content.entries, (case["query"], ident)
        if case.get("game"):
            assert all(ident.startswith(case["game"] + ".") for ident in case["expect"])


def test_precision_at_1_and_recall_at_3(real_engine, capsys):
    precision, recall, misses = scores(real_engine)
    with capsys.disabled():
        print(
            f"\nrelevance: {len(CASES)} cases, precision@1 = {precision:.3f}, "
            f"recall@3 = {recall:.3f}" + "".join(f"\n  miss: {miss}" for miss in misses)
        )
    assert precision >= GOAL, misses
    assert recall >= GOAL, misses


@pytest.mark.parametrize("lang", ["en", "de", "ru", "it"])
def test_cli_finds_the_expected_entry_in_each_language(real_engine, monkeypatch, capsys, lang):
    monkeypatch.setattr(glossary.search, "_default", real_engine)
    cases = [case for case in CASES if case["lang"] == lang and case["category"] == "exact"]
    for case in cases[:4]:
        argv = ["search", case["query"], "--lang", lang, "--limit", "3", "--json"]
        assert main(argv) == 0
        results = json.loads(capsys.readouterr().out)["results"]
        assert results[0]["id"] in case.get("first", case["expect"])
        assert results[0]["matched_lang"] == lang
