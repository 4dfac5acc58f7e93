"""``wartutor lessons``: the JSON list, a lesson taken on the plain command line (answers kept
in the progress), the Markdown card, and a bad lesson id (exit 2, one line)."""

from __future__ import annotations

import io
import json

import locales
from learn.lessons import lessons
from learn.lessons_run import walk_lesson
from learn.progress import Progress
from tui.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_json_lists_every_lesson_with_four_titles(capsys):
    code, out, err = run(capsys, "lessons", "--json")
    assert code == 0 and err == ""
    rows = json.loads(out)["lessons"]
    assert [row["id"] for row in rows] == list(lessons())
    for row in rows:
        assert set(row) == {"id", "procedure", "title", "steps"}
        assert set(row["title"]) == {"en", "de", "ru", "it"}
        assert row["steps"] == len(lessons()[row["id"]].stops)


def _right_answers(lesson_id: str) -> str:
    lines = []
    for view in walk_lesson(lessons()[lesson_id]).views:
        for question in view.questions:
            ids = [ident for ident, _text in question.options]
            lines.append(",".join(str(ids.index(a) + 1) for a in question.answer))
    return "\n".join(lines) + "\n"


def test_taking_a_lesson_asks_each_question_and_keeps_the_steps(capsys, monkeypatch):
    answers = _right_answers("soe-attack")
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    code, out, _err = run(capsys, "lessons", "--take", "soe-attack", "--lang", "it")
    assert code == 0
    lesson = lessons()["soe-attack"]
    assert lesson.stops[0].text["it"] in out
    asked = len(answers.splitlines())
    assert f"{asked} su {asked} giuste." in out  # every answer right
    assert "Non proprio" not in out
    assert lesson.mistakes[0]["it"] in out  # the card ends the lesson
    progress = Progress()
    assert progress.lesson_steps("soe-attack") == set(range(len(lesson.stops)))
    progress.close()
    locales.set_language("en")


def test_stopping_early_keeps_only_the_steps_done(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("q\n"))
    code, out, _err = run(capsys, "lessons", "--take", "his-field-battle")
    assert code == 0
    progress = Progress()
    assert progress.lesson_steps("his-field-battle") == set()
    progress.close()


def test_card_prints_markdown(capsys):
    code, out, _err = run(capsys, "lessons", "--card", "ccc-interception", "--lang", "de")
    assert code == 0
    assert out.startswith("# " + lessons()["ccc-interception"].title["de"])
    assert "Abfangversuch (CCC 6.6.1): Wer zuerst abfangen darf, Der INT DR," in out
    assert "ccc 004" not in out
    locales.set_language("en")


def test_an_unknown_lesson_is_one_line_and_exit_2(capsys):
    code, out, err = run(capsys, "lessons", "--take", "no-such")
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "no-such" in err


def test_the_documented_lesson_session_is_what_the_command_prints(capsys, monkeypatch):
    """The lesson transcript in the README is real: the answers typed after the prompt are fed
    in (a ``…`` line stands for any lines)."""
    import re
    import shlex
    from pathlib import Path

    from tests.test_doc_samples import matches

    text = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    block = re.search(r"^```text\n\$ (wartutor lessons .*?)\n(.*?)^```", text, re.M | re.S)
    command, transcript = block.group(1), block.group(2).splitlines()
    prompt = "Your answer (option numbers, e.g. 1,3; q to stop): "
    typed = [line[len(prompt) :] for line in transcript if line.startswith(prompt)]
    assert typed, "the transcript shows an answer"
    expected = [prompt if line.startswith(prompt) else line for line in transcript]
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(answer + "\n" for answer in typed)))
    code = main(shlex.split(command)[1:])
    out = capsys.readouterr().out.replace(prompt, prompt + "\n")
    actual = [line.rstrip() for line in out.splitlines() if line.strip()]
    expected = [line.rstrip() for line in expected if line.strip()]
    assert code == 0
    assert matches(expected, actual), "\n".join(actual)
