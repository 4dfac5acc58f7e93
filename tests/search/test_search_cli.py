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


def _results(out: str) -> list[list[str]]:
    """The plain output split into its results (separated by a blank line)."""
    return [block.splitlines() for block in out.strip().split("\n\n")]


@pytest.fixture
def real(real_engine, monkeypatch):
    """The built-in content, on an 80-column terminal."""
    monkeypatch.setattr(glossary.search, "_default", real_engine)
    monkeypatch.setenv("COLUMNS", "80")
    return real_engine.content


def test_plain_output_opens_each_result_s_text_in_the_ui_language(capsys, real):
    _, out, _ = run(capsys, "Gleichstand", "--lang", "ru", "--limit", "4", "--json")
    results = json.loads(out)["results"]
    code, out, _ = run(capsys, "Gleichstand", "--lang", "ru", "--limit", "4")
    assert code == 0
    blocks = _results(out)
    assert [block[0].rsplit(" ", 1)[-1] for block in blocks] == [hit["id"] for hit in results]
    for block, hit in zip(blocks, results, strict=True):
        assert all(len(line) <= 80 for line in block)
        shown = " ".join(line.strip() for line in block[1:])
        if hit["kind"] == "paragraph":
            text = real.paragraphs[hit["id"]].text["ru"]
        else:
            text = real.entries[hit["id"]].definition["ru"]
        assert " ".join(text.split()[:6]) in shown  # the Russian text, from its start


def test_plain_output_cuts_a_long_text_and_names_a_paragraph_s_rule(capsys, real, monkeypatch):
    from tui.commands.search import GIST_LINES

    monkeypatch.setenv("COLUMNS", "40")
    wanted = "his.field-battle.casualties.p1"
    _, out, _ = run(capsys, "both sides wiped out", "--game", "his", "--limit", "10")
    block = next(block for block in _results(out) if block[0].endswith(wanted))
    start = next(n for n, line in enumerate(block) if "matched" in line) + 1
    cite = next(n for n, line in enumerate(block) if line.lstrip().startswith("(Our summary"))
    assert cite - start == GIST_LINES and block[cite - 1].endswith("…")  # the text is longer
    assert len(real.paragraphs[wanted].text["en"]) > 40 * GIST_LINES
    assert " ".join(block[cite:]).split() == "(Our summary of: Here I Stand §14, step 9)".split()
    assert block[start].split()[:3] == ["Each", "side", "eliminates"]
