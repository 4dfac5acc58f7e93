"""``wartutor drill``: JSON drills whose winner resolves the same with ``wartutor resolve``, the
plain question-and-answer session that keeps progress, and bad flags (exit 2, one line)."""

from __future__ import annotations

import io
import json

import pytest

from learn.progress import Progress
from tui.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_shape_and_same_seed_same_drills(capsys):
    code, out, err = run(capsys, "drill", "--json", "--count", "12", "--seed", "77")
    assert code == 0 and err == ""
    found = json.loads(out)["drills"]
    assert len(found) == 12
    keys = {"procedure", "kind", "scenario", "choices", "dice", "question", "options", "answer",
            "explanation", "rule"}  # fmt: skip
    for drill in found:
        assert set(drill) == keys
        assert {option["id"] for option in drill["options"]} >= set(drill["answer"])
        assert all(option["text"] for option in drill["options"])
        assert drill["scenario"].startswith('procedure = "' + drill["procedure"])
    assert json.loads(run(capsys, "drill", "--json", "--count", "12", "--seed", "77")[1]) == {
        "drills": found
    }


@pytest.mark.parametrize("procedure", ["his/field-battle", "soe/attack", "ccc/interception"])
def test_winner_drills_resolve_to_the_same_winner(capsys, tmp_path, procedure):
    code, out, _ = run(capsys, "drill", "--json", "--kind", "winner", "--procedure", procedure,
                       "--count", "15", "--seed", "3")  # fmt: skip
    assert code == 0
    for index, drill in enumerate(json.loads(out)["drills"]):
        path = tmp_path / f"drill{index}.toml"
        path.write_text(drill["scenario"], encoding="utf-8")
        argv = ["resolve", str(path), "--json", "--dice", ",".join(map(str, drill["dice"]))]
        if drill["choices"]:
            argv += ["--choices", ",".join(drill["choices"])]
        code, resolved, err = run(capsys, *argv)
        assert code == 0, err
        assert drill["answer"] == [json.loads(resolved)["outcome"]["winner"]]


@pytest.mark.parametrize(
    "argv",
    [
        ["--count", "0"],
        ["--count", "101"],
        ["--count", "many"],
        ["--seed", "-1"],
        ["--kind", "nonsense"],
        ["--procedure", "chess/mate"],
        ["--procedure", "tenochtitlan/combat", "--kind", "winner"],
    ],
)
def test_bad_flags_exit_2_with_one_line(capsys, argv):
    with pytest.raises(SystemExit) as done:
        code = main(["drill", "--json", *argv])
        raise SystemExit(code)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "error" in err and len([line for line in err.splitlines() if "error" in line]) == 1


def test_session_asks_checks_explains_and_keeps_progress(capsys, monkeypatch):
    from learn import drills

    first, second = drills.generate_many(2, 5, "his/field-battle", "legal")
    # answer the first exactly right, the second wrong (an empty set is not allowed: typo first)
    right = ",".join(
        str(i) for i, (ident, _) in enumerate(first.question.options, 1)
        if ident in first.question.answer
    )  # fmt: skip
    wrong = next(
        str(i) for i, (ident, _) in enumerate(second.question.options, 1)
        if ident not in second.question.answer
    )  # fmt: skip
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{right}\nzz\n{wrong}\n"))
    code, out, _ = run(capsys, "drill", "--procedure", "his/field-battle", "--kind", "legal",
                       "--count", "2", "--seed", "5")  # fmt: skip
    assert code == 0
    assert "Right." in out and "Not quite." in out
    assert "Please type option numbers from 1 to" in out
    assert out.count("Rule: Here I Stand · Field battle · Step") == 2
    assert "1 of 2 right." in out
    assert Progress().drill_accuracy() == {("his/field-battle", "legal"): (1, 2)}


def test_session_stops_on_q_and_at_end_of_input(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    code, out, _ = run(capsys, "drill", "--count", "3", "--seed", "1")
    assert code == 0 and "0 of 0 right." in out
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    code, out, _ = run(capsys, "drill", "--count", "3", "--seed", "1", "--lang", "de")
    assert code == 0
    assert Progress().drill_count() == 0


@pytest.mark.parametrize("doc", ["README.md", "docs/learn.md"])
def test_the_documented_drill_session_is_what_the_command_prints(capsys, monkeypatch, doc):
    """The drill transcripts in the docs are real: the answer typed after the prompt is fed in."""
    import re
    import shlex
    from pathlib import Path

    from tests.test_doc_samples import matches

    text = (Path(__file__).parents[2] / doc).read_text(encoding="utf-8")
    block = re.search(r"^```text\n\$ (wartutor drill .*?)\n(.*?)^```", text, re.M | re.S)
    command, transcript = block.group(1), block.group(2).splitlines()
    prompt = "Your answer (an option number; q to stop): "
    typed = [line[len(prompt) :] for line in transcript if line.startswith(prompt)]
    expected = [prompt if line.startswith(prompt) else line for line in transcript]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(answer + "\n" for answer in typed)))
    code = main(shlex.split(command)[1:])
    out = capsys.readouterr().out.replace(prompt, prompt + "\n")
    actual = [line.rstrip() for line in out.splitlines() if line.strip()]
    expected = ["…" if line.strip() == "…" else line.rstrip() for line in expected if line.strip()]
    assert code == 0
    assert matches(expected, actual), "\n".join(actual)
