"""Progress in SQLite: answers survive reopening and a kill during writes; a damaged database
is moved aside with a notice and a fresh one is used (files that are not damaged:
test_progress_files.py)."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from learn.progress import FILE_NAME, Progress


def test_answers_are_kept_across_reopening(isolated_dirs):
    progress = Progress()
    progress.record_drill("his/field-battle", "dice", True)
    progress.record_drill("his/field-battle", "dice", False)
    progress.record_drill("soe/attack", "winner", True)
    progress.record_lesson_step("his-field-battle", 0)
    progress.record_lesson_step("his-field-battle", 2)
    progress.record_lesson_step("his-field-battle", 2)
    progress.set_preference("flashcards", {"games": ["his"]})
    progress.close()
    assert (isolated_dirs / "data" / FILE_NAME).is_file()

    again = Progress()
    assert again.notices == []
    assert again.drill_accuracy() == {
        ("his/field-battle", "dice"): (1, 2),
        ("soe/attack", "winner"): (1, 1),
    }
    assert again.lesson_steps("his-field-battle") == {0, 2}
    assert again.preference("flashcards") == {"games": ["his"]}
    assert again.preference("missing", 7) == 7
    summary = again.summary()
    assert summary["lessons"] == {"his-field-battle": 2}
    assert summary["drill_answers"] == 3
    assert summary["drills"]["his/field-battle:dice"] == {"right": 1, "answered": 2}


def test_accuracy_counts_only_the_latest_answers(tmp_path):
    progress = Progress(tmp_path / "p.sqlite3")
    for _ in range(5):
        progress.record_drill("ccc/interception", "legal", False)
    for _ in range(3):
        progress.record_drill("ccc/interception", "legal", True)
    assert progress.drill_accuracy(last=4) == {("ccc/interception", "legal"): (3, 4)}
    assert progress.drill_accuracy(last=100) == {("ccc/interception", "legal"): (3, 8)}


def test_review_keeps_card_state_and_log(tmp_path):
    progress = Progress(tmp_path / "p.sqlite3")
    state = {"card_id": 1, "state": 2, "due": "2030-01-01T00:00:00+00:00"}
    progress.record_review("his.term.rout|official-to-ui|de", state, 3, "2026-01-01T00:00:00")
    assert progress.card_states() == {"his.term.rout|official-to-ui|de": state}
    assert progress.review_count() == 1


def test_garbage_file_is_moved_aside_with_a_notice(isolated_dirs):
    path = isolated_dirs / "data" / FILE_NAME
    path.parent.mkdir(parents=True)
    garbage = b"this is not a database at all\x00\xff" * 100
    path.write_bytes(garbage)
    progress = Progress()
    assert len(progress.notices) == 1
    assert FILE_NAME in progress.notices[0] and "moved" in progress.notices[0]
    aside = [p for p in path.parent.iterdir() if p.name.startswith(FILE_NAME + ".corrupt-")]
    assert len(aside) == 1 and aside[0].read_bytes() == garbage
    progress.record_drill("soe/attack", "dice", True)
    progress.close()
    assert Progress().drill_count() == 1


def test_damaged_pages_are_moved_aside(tmp_path):
    path = tmp_path / FILE_NAME
    progress = Progress(path)
    for _ in range(200):
        progress.record_drill("his/field-battle", "legal", True)
    progress._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    progress.close()
    raw = bytearray(path.read_bytes())
    for index in range(4096 + 16, min(len(raw), 4096 * 3)):  # scribble over the data pages
        raw[index] = 0xA5
    path.write_bytes(bytes(raw))
    fresh = Progress(path)
    assert len(fresh.notices) == 1
    assert fresh.drill_count() == 0


def test_unwritable_place_keeps_progress_in_memory(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    progress = Progress(blocker / "sub" / FILE_NAME)  # its parent cannot be a directory
    assert len(progress.notices) == 1
    progress.record_drill("soe/attack", "dice", True)
    assert progress.drill_count() == 1


_WRITER = textwrap.dedent(
    """
    import sys
    from learn.progress import Progress
    progress = Progress(sys.argv[1])
    count = 0
    while True:
        progress.record_drill("his/field-battle", "winner", count % 2 == 0)
        count += 1
        print(count, flush=True)
    """
)


def test_kill_during_writes_loses_at_most_the_answer_being_written(tmp_path):
    path = tmp_path / FILE_NAME
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root))
    writer = subprocess.Popen(
        [sys.executable, "-c", _WRITER, str(path)], stdout=subprocess.PIPE, env=env, text=True
    )
    confirmed = 0
    deadline = time.monotonic() + 30
    try:
        while confirmed < 50 and time.monotonic() < deadline:
            line = writer.stdout.readline()
            if not line:
                break
            confirmed = int(line)
    finally:
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    for line in writer.stdout.read().split():  # what it printed before the kill
        confirmed = int(line)
    writer.stdout.close()
    assert confirmed >= 50
    # every answer reported as written is there; at most the one in flight may be missing
    progress = Progress(path)
    assert progress.notices == []
    kept = progress.drill_count()
    assert confirmed <= kept <= confirmed + 1
    check = sqlite3.connect(path).execute("PRAGMA integrity_check").fetchone()[0]
    assert check == "ok"
