"""The learner's progress in SQLite: lesson steps done, drill answers, flashcard reviews.

The database lives in the user data directory (``WARTUTOR_DATA_DIR`` overrides it, as for the
app's other user data) as ``progress.sqlite3``. It runs in WAL mode with full syncing and every
answer is written in its own transaction, so a crash or a kill loses at most the answer being
written. Opening it is :mod:`learn.progress_store`'s work: only a damaged database is renamed
aside (``progress.sqlite3.corrupt-<timestamp>``, with its WAL files) and a fresh one started; a
file that is locked, read-only, unreadable or from a newer wartutor, or a directory that cannot
be written, is left untouched and progress is kept in memory for this run. Each case gives a
notice (:attr:`Progress.notices`).

A write that fails (another program holds a lock for longer than
:data:`learn.progress_store.BUSY_TIMEOUT`, the disk is full, an I/O error) raises nothing: the
change is kept in memory and written with the next one or on :meth:`Progress.close`, and the user
is told (``report``).
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
import threading
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from locales import _, ngettext

from .progress_store import is_disk_problem, open_database, problem

FILE_NAME = "progress.sqlite3"
RECENT_ANSWERS = 20  # accuracy is measured over this many latest answers per procedure and kind

Statement = tuple[str, tuple]


def data_dir() -> Path:
    """The user data directory; WARTUTOR_DATA_DIR overrides it (tests use this)."""
    override = os.environ.get("WARTUTOR_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("wartutor", appauthor=False))


def default_path() -> Path:
    """Where the progress database is kept."""
    return data_dir() / FILE_NAME


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def tell_user(message: str) -> None:
    """Report a problem met after opening on standard error (the command line's default; the
    app passes its own ``report``, which shows a notice)."""
    print(message, file=sys.stderr)


class Progress:
    """The progress database. Each change (``record_*``, ``set_preference``) is one durable
    transaction; one that cannot be written yet is kept and written with the next or on closing.

    ``notices`` holds what the user should be told: the problems met when opening (the caller
    shows them) and those met later, which are also passed to ``report`` as they happen
    (default: :func:`tell_user`). ``on_disk`` is False when progress is kept only in memory.
    """

    def __init__(self, path: str | Path | None = None, report: Callable[[str], None] | None = None):
        self.path = Path(path) if path is not None else default_path()
        self._report = report or tell_user
        self._lock = threading.Lock()
        self._pending: list[tuple[Statement, ...]] = []  # changes not written yet
        self._failing: str | None = None  # the problem of the last failed write
        self._conn, self.on_disk, self.notices = open_database(self.path)

    def _tell(self, message: str) -> None:
        self.notices.append(message)
        self._report(message)

    def _save(self, *statements: Statement) -> None:
        """Write one change (its statements in one transaction), after any kept from before."""
        with self._lock:
            self._pending.append(statements)
            self._flush()

    def _flush(self) -> bool:
        """Write every change not written yet, in one transaction (the lock is held)."""
        try:
            with self._conn:
                for statements in self._pending:
                    for sql, params in statements:
                        self._conn.execute(sql, params)
        except sqlite3.Error as error:
            try:
                if self._conn.in_transaction:
                    self._conn.rollback()
            except sqlite3.Error:
                pass
            if not is_disk_problem(error):  # a mistake in the statement, not the disk's
                self._pending.pop()
                raise
            reason = problem(error)
            if reason != self._failing:
                self._failing = reason
                self._tell(
                    _(
                        "Progress could not be saved to {file} ({error}); wartutor keeps it and "
                        "tries again."
                    ).format(file=self.path, error=reason)
                )
            return False
        self._pending.clear()
        if self._failing is not None:
            self._failing = None
            self._tell(_("Progress is saved to {file} again.").format(file=self.path))
        return True

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def close(self) -> None:
        """Write what is still kept (one last try), then close the database (the object must
        not be used afterwards)."""
        with self._lock:
            if self._pending and not self._flush():
                count = len(self._pending)
                self._tell(
                    ngettext(
                        "{count} change to your progress could not be saved to {file} ({error}).",
                        "{count} changes to your progress could not be saved to {file} ({error}).",
                        count,
                    ).format(count=count, file=self.path, error=self._failing)
                )
            self._conn.close()

    # -- lessons -------------------------------------------------------------------------
    def record_lesson_step(self, lesson_id: str, step_index: int) -> None:
        """Mark step ``step_index`` of a lesson as done."""
        self._save(
            (
                "INSERT OR REPLACE INTO lesson_steps VALUES (?, ?, ?)",
                (lesson_id, int(step_index), _now()),
            )
        )

    def lesson_steps(self, lesson_id: str) -> set[int]:
        """The step indexes of a lesson done so far."""
        rows = self._read("SELECT step FROM lesson_steps WHERE lesson = ?", (lesson_id,))
        return {row[0] for row in rows}

    # -- drills --------------------------------------------------------------------------
    def record_drill(self, procedure: str, kind: str, correct: bool) -> None:
        """Keep one drill answer."""
        self._save(
            (
                "INSERT INTO drill_answers (procedure, kind, correct, answered_at) "
                "VALUES (?, ?, ?, ?)",
                (procedure, kind, 1 if correct else 0, _now()),
            )
        )

    def drill_count(self) -> int:
        """How many drill answers are kept."""
        return self._read("SELECT COUNT(*) FROM drill_answers")[0][0]

    def drill_accuracy(self, last: int = RECENT_ANSWERS) -> dict[tuple[str, str], tuple[int, int]]:
        """Per (procedure, kind): (right, answered) over the ``last`` answers."""
        rows = self._read(
            "SELECT procedure, kind, SUM(correct), COUNT(*) FROM ("
            " SELECT procedure, kind, correct, ROW_NUMBER() OVER ("
            "  PARTITION BY procedure, kind ORDER BY id DESC) AS age FROM drill_answers"
            ") WHERE age <= ? GROUP BY procedure, kind ORDER BY procedure, kind",
            (int(last),),
        )
        return {(procedure, kind): (right, count) for procedure, kind, right, count in rows}

    # -- flashcards ----------------------------------------------------------------------
    def card_states(self) -> dict[str, dict[str, Any]]:
        """The scheduling state of every card reviewed so far (fsrs ``Card.to_dict()``)."""
        states = {}
        for card, state in self._read("SELECT card, state FROM cards"):
            try:
                states[card] = json.loads(state)
            except json.JSONDecodeError:
                continue  # a damaged row: the card starts again as new
        return states

    def record_review(
        self,
        card: str,
        state: dict[str, Any],
        rating: int,
        reviewed_at: str,
        duration: int | None = None,
    ) -> None:
        """Keep a review: the card's new scheduling state and the review log, together."""
        self._save(
            (
                "INSERT OR REPLACE INTO cards VALUES (?, ?, ?)",
                (card, json.dumps(state), str(state.get("due", ""))),
            ),
            (
                "INSERT INTO reviews (card, rating, reviewed_at, duration) VALUES (?, ?, ?, ?)",
                (card, int(rating), reviewed_at, duration),
            ),
        )

    def first_reviews(self) -> dict[str, str]:
        """When each card was first reviewed (ISO time), by card."""
        rows = self._read("SELECT card, MIN(reviewed_at) FROM reviews GROUP BY card")
        return dict(rows)

    def review_count(self) -> int:
        """How many flashcard reviews are logged."""
        return self._read("SELECT COUNT(*) FROM reviews")[0][0]

    # -- preferences ---------------------------------------------------------------------
    def preference(self, key: str, default: Any = None) -> Any:
        """A stored learner preference (JSON value), or ``default``."""
        rows = self._read("SELECT value FROM preferences WHERE key = ?", (key,))
        if not rows:
            return default
        try:
            return json.loads(rows[0][0])
        except json.JSONDecodeError:
            return default

    def set_preference(self, key: str, value: Any) -> None:
        """Store a learner preference (any JSON value)."""
        self._save(("INSERT OR REPLACE INTO preferences VALUES (?, ?)", (key, json.dumps(value))))

    # -- the progress view ---------------------------------------------------------------
    def summary(self) -> dict[str, Any]:
        """What the progress view shows: drill accuracy, lessons, reviews (cards due: see
        :func:`learn.flashcards.due_count`)."""
        lessons = {
            lesson: count
            for lesson, count in self._read(
                "SELECT lesson, COUNT(*) FROM lesson_steps GROUP BY lesson ORDER BY lesson"
            )
        }
        return {
            "drills": {
                f"{procedure}:{kind}": {"right": right, "answered": count}
                for (procedure, kind), (right, count) in self.drill_accuracy().items()
            },
            "drill_answers": self.drill_count(),
            "lessons": lessons,
            "reviews": self.review_count(),
        }
