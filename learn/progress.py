"""The learner's progress in SQLite: lesson steps done, drill answers, flashcard reviews.

The database lives in the user data directory (``WARTUTOR_DATA_DIR`` overrides it, as for the
app's other user data) as ``progress.sqlite3``. It runs in WAL mode with full syncing and every
answer is written in its own transaction, so a crash or a kill loses at most the answer being
written. A database that cannot be opened or fails SQLite's own check is renamed aside to
``progress.sqlite3.corrupt-<timestamp>`` (with its WAL files), a fresh one is started, and a
notice says so (:attr:`Progress.notices`). If the directory cannot be written at all, progress is
kept in memory for this run, with a notice.
"""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from locales import _

FILE_NAME = "progress.sqlite3"
SCHEMA_VERSION = 1
RECENT_ANSWERS = 20  # accuracy is measured over this many latest answers per procedure and kind

_SCHEMA = """
CREATE TABLE IF NOT EXISTS lesson_steps (
    lesson TEXT NOT NULL, step INTEGER NOT NULL, done_at TEXT NOT NULL,
    PRIMARY KEY (lesson, step));
CREATE TABLE IF NOT EXISTS drill_answers (
    id INTEGER PRIMARY KEY AUTOINCREMENT, procedure TEXT NOT NULL, kind TEXT NOT NULL,
    correct INTEGER NOT NULL, answered_at TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS drill_answers_by_kind ON drill_answers (procedure, kind, id);
CREATE TABLE IF NOT EXISTS cards (
    card TEXT PRIMARY KEY, state TEXT NOT NULL, due TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS reviews (
    id INTEGER PRIMARY KEY AUTOINCREMENT, card TEXT NOT NULL, rating INTEGER NOT NULL,
    reviewed_at TEXT NOT NULL, duration INTEGER);
CREATE TABLE IF NOT EXISTS preferences (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""


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


class Progress:
    """The progress database. Each ``record_*`` call is one durable transaction."""

    def __init__(self, path: str | Path | None = None):
        self.path = Path(path) if path is not None else default_path()
        self.notices: list[str] = []
        self._lock = threading.Lock()
        self._conn = self._open()

    # -- opening -------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            return self._connect(self.path)
        except sqlite3.DatabaseError as error:
            if self.path.exists() and self._move_aside(str(error)):
                try:
                    return self._connect(self.path)
                except sqlite3.DatabaseError:
                    pass
            reason = error
        except OSError as error:
            reason = error.strerror or error
        self.notices.append(
            _(
                "Progress cannot be saved to {file} ({error}); it is kept only until you quit."
            ).format(file=self.path, error=reason)
        )
        return self._connect(":memory:")

    @staticmethod
    def _connect(path: Path | str) -> sqlite3.Connection:
        conn = sqlite3.connect(str(path), timeout=5, check_same_thread=False)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=FULL")
            check = conn.execute("PRAGMA quick_check").fetchone()
            if not check or check[0] != "ok":
                raise sqlite3.DatabaseError(str(check[0] if check else "quick_check failed"))
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise sqlite3.DatabaseError(f"written by a newer version ({version})")
            with conn:
                conn.executescript(_SCHEMA)
                conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except BaseException:
            conn.close()
            raise
        return conn

    def _move_aside(self, problem: str) -> bool:
        stamp = time.strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        counter = 1
        while target.exists():
            counter += 1
            target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}-{counter}")
        try:
            os.replace(self.path, target)
            for suffix in ("-wal", "-shm"):
                companion = self.path.with_name(self.path.name + suffix)
                if companion.exists():
                    os.replace(companion, target.with_name(target.name + suffix))
        except OSError:
            return False
        self.notices.append(
            _(
                "{file} could not be read ({problem}); it was moved to {moved} and a fresh one "
                "is used."
            ).format(file=self.path, problem=problem, moved=target.name)
        )
        return True

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        with self._lock, self._conn:
            yield self._conn

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def close(self) -> None:
        """Close the database (the object must not be used afterwards)."""
        with self._lock:
            self._conn.close()

    # -- lessons -------------------------------------------------------------------------
    def record_lesson_step(self, lesson_id: str, step_index: int) -> None:
        """Mark step ``step_index`` of a lesson as done."""
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO lesson_steps VALUES (?, ?, ?)",
                (lesson_id, int(step_index), _now()),
            )

    def lesson_steps(self, lesson_id: str) -> set[int]:
        """The step indexes of a lesson done so far."""
        rows = self._read("SELECT step FROM lesson_steps WHERE lesson = ?", (lesson_id,))
        return {row[0] for row in rows}

    # -- drills --------------------------------------------------------------------------
    def record_drill(self, procedure: str, kind: str, correct: bool) -> None:
        """Keep one drill answer."""
        with self._write() as conn:
            conn.execute(
                "INSERT INTO drill_answers (procedure, kind, correct, answered_at) "
                "VALUES (?, ?, ?, ?)",
                (procedure, kind, 1 if correct else 0, _now()),
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
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO cards VALUES (?, ?, ?)",
                (card, json.dumps(state), str(state.get("due", ""))),
            )
            conn.execute(
                "INSERT INTO reviews (card, rating, reviewed_at, duration) VALUES (?, ?, ?, ?)",
                (card, int(rating), reviewed_at, duration),
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
        with self._write() as conn:
            conn.execute(
                "INSERT OR REPLACE INTO preferences VALUES (?, ?)", (key, json.dumps(value))
            )

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
