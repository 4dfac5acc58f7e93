"""``wartutor search``: JSON shape, plain list, and bad flags (exit 2)."""

import json

import pytest

import glossary.search
import locales
from tui.cli import main


@pytest.fixture(autouse=True)
def engine(tiny_engine, monkeypatch):
    monkeypatch.setattr(glossary.search, "_default", tiny_engine)
    yield tiny_engine
    locales.set_language("en")


def run(capsys, *argv):
    code = main(["search", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_json_shape(capsys):
    code, out, err = run(capsys, "Landkampf", "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["query"] == "Landkampf"
    first = data["results"][0]
    assert set(first) == {"id", "game", "kind", "terms", "matched_lang", "score", "tier"}
    assert set(first["terms"]) == {"en", "de", "ru", "it"}
    assert (first["id"], first["game"], first["kind"]) == ("ccc.term.land-combat", "ccc", "term")
    assert first["matched_lang"] == "de" and first["tier"] == 1
    scores = [result["score"] for result in data["results"]]
    assert scores == sorted(scores, reverse=True)


def test_words_are_joined_and_flags_apply(capsys):
    code, out, _ = run(capsys, "zone", "of", "control", "--game", "tenochtitlan", "--json")
    data = json.loads(out)
    assert data["query"] == "zone of control"
    assert data["results"][0]["id"] == "tenochtitlan.term.zoc"
    assert {result["game"] for result in data["results"]} == {"tenochtitlan"}
    _, out, _ = run(capsys, "combat", "--limit", "2", "--json")
    assert len(json.loads(out)["results"]) == 2


def test_exact_flag_turns_typos_off(capsys):
    _, out, _ = run(capsys, "Landkmapf", "--json")
    assert json.loads(out)["results"][0]["id"] == "ccc.term.land-combat"
    _, out, _ = run(capsys, "Landkmapf", "--exact", "--json")
    assert json.loads(out)["results"] == []


def test_plain_output_is_a_readable_list(capsys):
    code, out, _ = run(capsys, "flotta", "--lang", "de")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].startswith("1. Flotte  [")
    assert "ccc.unit.fleet" in out and "soe.unit.fleet" in out
    assert "it flotta" in lines[1] and "en fleet" in lines[1]


def test_plain_output_without_results(capsys):
    code, out, _ = run(capsys, "qqqqqqqq")
    assert code == 0
    assert "qqqqqqqq" in out


@pytest.mark.parametrize(
    ("flag", "value", "named"),
    [("--limit", "0", "--limit"), ("--limit", "ten", "--limit"), ("--limit", "1000", "--limit"),
     ("--game", "chess", "--game"), ("--lang", "fr", "--lang")],
)  # fmt: skip
def test_bad_flags_exit_2_with_a_clear_message(capsys, flag, value, named):
    with pytest.raises(SystemExit) as raised:
        main(["search", "x", flag, value])
    assert raised.value.code == 2
    err = capsys.readouterr().err
    assert named in err and value in err
    assert "Traceback" not in err
