"""A file the system could not read or write is named in the player's language: the notices
quote "keine Berechtigung", not "Permission denied" (locales.system_errors)."""

import errno
import os

import pytest

import locales
from locales import set_language
from locales.system_errors import _PROBLEMS, os_error_text, os_error_with_file


@pytest.fixture
def german():
    before = locales.get_language()
    set_language("de")
    yield
    set_language(before)


@pytest.mark.parametrize("code", sorted(_PROBLEMS))
def test_each_problem_a_player_can_act_on_is_said_in_the_ui_language(code, german):
    error = OSError(code, os.strerror(code))
    said = os_error_text(error)
    assert said and said != _PROBLEMS[code]  # translated, not the English words
    assert said != os.strerror(code)


@pytest.mark.parametrize("code", sorted(_PROBLEMS))
def test_in_english_the_problem_is_said_in_plain_words(code):
    assert os_error_text(OSError(code, os.strerror(code))) == _PROBLEMS[code]


def test_a_problem_not_listed_keeps_the_systems_words(german):
    error = OSError(errno.ECONNRESET, os.strerror(errno.ECONNRESET))
    assert os_error_text(error) == os.strerror(errno.ECONNRESET)
    assert os_error_text(OSError("something odd")) == "something odd"


def test_the_file_is_named_when_the_error_names_one(german):
    error = PermissionError(errno.EACCES, "Permission denied", "/home/me/battles/a.json")
    assert os_error_with_file(error) == "keine Berechtigung: /home/me/battles/a.json"
    assert os_error_with_file(PermissionError(errno.EACCES, "Permission denied")) == (
        "keine Berechtigung"
    )


def test_a_set_up_draft_that_cannot_be_kept_says_why_in_german(german, monkeypatch, tmp_path):
    from tui import setup_drafts, storage

    def full_disk(path, data):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(storage, "save_json", full_disk)
    storage.drain_notices()
    setup_drafts.save_drafts({"his/field-battle": "procedure = 'his/field-battle'\n"})
    (notice,) = storage.drain_notices()
    assert "Datenträger ist voll" in notice and "No space" not in notice
