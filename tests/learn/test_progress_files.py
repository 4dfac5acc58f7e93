"""The progress file is moved aside only when it is damaged: a locked, protected or newer file is
left alone (progress kept in memory, with a notice), and a save that fails is kept and retried;
a database holding tables that are not ours is moved aside, as a damaged one is."""

from __future__ import annotations

import io
import os
import sqlite3
from pathlib import Path

import pytest

from learn import progress_store
from learn.progress import FILE_NAME, Progress


# -- a file that is not damaged is never moved aside -------------------------------------------
@pytest.fixture
def saved(tmp_path, monkeypatch):
    """A progress file holding three answers and a lesson step, closed; locks are waited for
    a tenth of a second only."""
    monkeypatch.setattr(progress_store, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "data" / FILE_NAME
    progress = Progress(path)
    for correct in (True, False, True):
        progress.record_drill("soe/attack", "winner", correct)
    progress.record_lesson_step("soe-attack", 0)
    progress.close()
    return path


def _kept(path: Path) -> int:
    """How many drill answers the file holds (read without changing it)."""
    conn = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True)
    try:
        return conn.execute("SELECT COUNT(*) FROM drill_answers").fetchone()[0]
    finally:
        conn.close()


def _nothing_moved(path: Path) -> bool:
    return not [p for p in path.parent.iterdir() if ".corrupt-" in p.name]


def _hold_lock(path: Path) -> sqlite3.Connection:
    """Another program's connection holding the write lock (BEGIN EXCLUSIVE)."""
    holder = sqlite3.connect(path, isolation_level=None, timeout=0)
    holder.execute("BEGIN EXCLUSIVE")
    return holder


def test_a_lock_at_opening_leaves_the_file_alone(saved):
    holder = _hold_lock(saved)  # B1: the opening used to write, wait, fail and move the file
    reported = []
    progress = Progress(saved, report=reported.append)
    assert progress.notices == [] and progress.on_disk
    assert progress.drill_count() == 3  # the old progress is read as usual
    progress.record_drill("soe/attack", "dice", True)  # cannot be written yet: no exception
    assert len(reported) == 1 and str(saved) in reported[0]
    assert "could not be saved" in reported[0] and "another program is using it" in reported[0]
    assert holder.execute("SELECT COUNT(*) FROM drill_answers").fetchone()[0] == 3
    holder.execute("ROLLBACK")
    holder.close()
    progress.close()  # the answer kept meanwhile is written now
    assert reported[-1] == f"Progress is saved to {saved} again."
    assert _nothing_moved(saved) and _kept(saved) == 4


def test_a_lock_that_stops_reading_keeps_progress_in_memory(saved):
    conn = sqlite3.connect(saved)
    conn.execute("PRAGMA journal_mode=DELETE")  # without WAL, the lock stops readers too
    conn.close()
    before = saved.read_bytes()
    holder = _hold_lock(saved)
    progress = Progress(saved, report=pytest.fail)  # B1
    assert not progress.on_disk and len(progress.notices) == 1
    assert (
        str(saved) in progress.notices[0] and "another program is using it" in progress.notices[0]
    )
    progress.record_drill("soe/attack", "dice", True)
    assert progress.drill_count() == 1
    progress.close()
    holder.execute("ROLLBACK")
    holder.close()
    assert saved.read_bytes() == before and _nothing_moved(saved) and _kept(saved) == 3


def _protect(path: Path, where: str, mode: int):
    target = path if where == "file" else path.parent
    old = target.stat().st_mode & 0o777
    target.chmod(mode)
    if os.access(target, os.W_OK if mode & 0o444 else os.R_OK):
        target.chmod(old)
        pytest.skip("the permissions do not apply to this user (root)")
    return lambda: target.chmod(old)


@pytest.mark.parametrize(
    ("where", "mode", "problem", "copied"),
    [
        ("file", 0o444, "the file is read-only", 3),
        ("file", 0o000, "no permission to read it", 0),
        ("folder", 0o555, "its folder is read-only", 3),
    ],
)
def test_a_protected_file_is_left_alone(saved, where, mode, problem, copied):
    before = saved.read_bytes()
    restore = _protect(saved, where, mode)  # B2 (a chmod, or a file root made with sudo)
    try:
        progress = Progress(saved, report=pytest.fail)
        assert not progress.on_disk and len(progress.notices) == 1
        notice = progress.notices[0]
        assert str(saved) in notice and problem in notice and "until you quit" in notice
        assert progress.drill_count() == copied  # what can be read is shown
        progress.record_drill("soe/attack", "dice", True)  # and answers are kept for the run
        assert progress.drill_count() == copied + 1
        progress.close()
    finally:
        restore()
    assert saved.read_bytes() == before and _nothing_moved(saved) and _kept(saved) == 3


def test_a_file_from_a_newer_version_is_left_alone(saved):
    conn = sqlite3.connect(saved)
    conn.execute(f"PRAGMA user_version={progress_store.SCHEMA_VERSION + 1}")
    conn.close()
    before = saved.read_bytes()
    progress = Progress(saved, report=pytest.fail)  # B3
    assert not progress.on_disk and len(progress.notices) == 1
    assert str(saved) in progress.notices[0] and "newer wartutor" in progress.notices[0]
    assert "left untouched" in progress.notices[0]
    progress.record_drill("soe/attack", "dice", True)
    assert progress.drill_count() == 1
    progress.close()
    assert saved.read_bytes() == before and _nothing_moved(saved) and _kept(saved) == 3


def test_a_failed_write_is_told_once_kept_and_written_later(saved):
    reported = []
    progress = Progress(saved, report=reported.append)
    holder = _hold_lock(saved)  # B4: taken between opening and recording
    progress.record_drill("soe/attack", "dice", False)
    progress.record_lesson_step("soe-attack", 1)
    progress.record_review("soe.term.fort|term-to-definition|en", {"due": "2030"}, 3, "2026")
    progress.set_preference("flashcards", {"games": ["soe"]})
    assert reported == [
        f"Progress could not be saved to {saved} (another program is using it); wartutor "
        "keeps it and tries again."
    ]
    assert progress.notices == reported
    assert holder.execute("SELECT COUNT(*) FROM drill_answers").fetchone()[0] == 3
    holder.execute("ROLLBACK")
    holder.close()
    progress.record_drill("soe/attack", "dice", True)  # the next write takes the others along
    assert reported[-1] == f"Progress is saved to {saved} again."
    progress.close()
    again = Progress(saved)
    assert again.drill_count() == 5 and again.lesson_steps("soe-attack") == {0, 1}
    assert again.review_count() == 1 and again.preference("flashcards") == {"games": ["soe"]}


def test_what_cannot_be_written_before_closing_is_counted(saved):
    reported = []
    progress = Progress(saved, report=reported.append)
    holder = _hold_lock(saved)
    progress.record_drill("soe/attack", "dice", False)
    progress.record_drill("soe/attack", "dice", True)
    progress.close()  # B4: the lock is still held
    assert reported[-1] == (
        f"2 changes to your progress could not be saved to {saved} (another program is using it)."
    )
    holder.execute("ROLLBACK")
    holder.close()
    assert _nothing_moved(saved) and _kept(saved) == 3


def test_a_full_disk_is_told_and_nothing_escapes(saved):
    reported = []
    progress = Progress(saved, report=reported.append)
    pages = progress._conn.execute("PRAGMA page_count").fetchone()[0]
    progress._conn.execute(f"PRAGMA max_page_count={pages}")  # the disk is full
    for _ in range(100):
        progress.record_drill("ccc/interception", "legal", True)
    assert len(reported) == 1 and "(the disk is full)" in reported[0] and str(saved) in reported[0]
    assert 3 <= _kept(saved) < 103  # those that fitted are written, the others kept
    progress._conn.execute("PRAGMA max_page_count=1000000")  # room again
    progress.record_drill("ccc/interception", "legal", False)
    progress.close()
    assert _kept(saved) == 104


def test_the_drill_command_goes_on_when_the_file_is_locked(saved, monkeypatch, capsys):
    from tui.cli import main

    monkeypatch.setenv("WARTUTOR_DATA_DIR", str(saved.parent))
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n"))
    holder = _hold_lock(saved)  # B1 + B4, as reported: a traceback, the answer lost
    try:
        argv = ["drill", "--procedure", "soe/attack", "--kind", "winner", "--count", "1"]
        assert main([*argv, "--seed", "7"]) == 0
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    out, err = capsys.readouterr()
    assert "1 of 1 right." in out or "0 of 1 right." in out
    lines = err.splitlines()
    assert len(lines) == 2 and all(str(saved) in line for line in lines), err
    assert "another program is using it" in lines[0] and "1 change" in lines[1]
    assert "Traceback" not in err
    assert _nothing_moved(saved) and _kept(saved) == 3


@pytest.mark.parametrize(
    "schema",
    [
        "CREATE TABLE drill_answers (what TEXT)",  # our table name, another program's columns
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)",  # another program's database
    ],
)
def test_a_foreign_database_is_moved_aside(tmp_path, schema):
    path = tmp_path / FILE_NAME
    conn = sqlite3.connect(path)
    conn.execute(schema)
    conn.close()
    before = path.read_bytes()
    progress = Progress(path, report=pytest.fail)
    assert len(progress.notices) == 1 and "not wartutor's" in progress.notices[0]
    assert progress.on_disk
    [aside] = [p for p in tmp_path.iterdir() if p.name.startswith(FILE_NAME + ".corrupt-")]
    assert aside.read_bytes() == before
    progress.record_drill("soe/attack", "dice", True)
    progress.close()
    assert _kept(path) == 1
