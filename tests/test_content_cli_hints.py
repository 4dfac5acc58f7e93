"""What the content commands suggest and take: a suggested command keeps the language, read
names a walk command that works, --game takes a game's name in any case."""

from __future__ import annotations

import pytest

from glossary.content import load_content
from tests.test_content_cli import _no_user_settings, run  # noqa: F401  (an autouse fixture)
from tui.cli import main


def test_a_suggested_term_command_keeps_the_language(capsys):
    code, out, _ = run(capsys, "--lang", "de", "term", "Kavallerie")
    assert code == 0
    assert "wartutor term Kavallerie --game his --lang de" in out
    code, out, _ = run(
        capsys, "--lang", "de", "term", "Kavallerie", "--game", "his", "--lang", "de"
    )
    assert code == 0 and out.startswith(load_content().entries["his.term.cavalry"].terms["de"])


def test_read_names_a_walk_command_that_works(capsys):
    # under each section that is a walkthrough step, the hint names a shipped example of the
    # chapter's procedure; that command must be one `walk` accepts
    import re

    from tui.scenario_files import example_path

    for chapter in load_content().chapters.values():
        code, out, _ = run(capsys, "read", chapter.id)
        assert code == 0
        named = set(re.findall(r"`wartutor walk --example ([\w-]+)`", out))
        assert len(named) == 1, chapter.id
        assert example_path(named.pop()).exists()


@pytest.mark.parametrize("command", ["search", "term", "terms"])
def test_game_is_named_by_its_id_or_name_in_any_case(capsys, command):
    words = [] if command == "terms" else ["cavalry"]
    for game in ("Tenochtitlan", "TENOCHTITLAN", "Siege of Tenochtitlan"):
        code, out, _ = run(capsys, command, *words, "--game", game, "--json")
        assert code == 0 and "tenochtitlan" in out and "his.term" not in out
    with pytest.raises(SystemExit) as stop:
        main([command, *words, "--game", "chess"])
    assert stop.value.code == 2
    assert "unknown game 'chess'" in capsys.readouterr().err
