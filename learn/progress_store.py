"""Opening the progress database without losing data (used by :mod:`learn.progress`).

Only a file that is really damaged is renamed aside: one that is not a database, fails SQLite's
quick check, or holds tables that are not wartutor's. A file that is locked by another program,
cannot be read or written, or was written by a newer wartutor is left untouched: progress is then
kept in memory for this run (with a copy of the file's progress when it can be read), and a
notice says why.
"""

from __future__ import annotations

import os
import sqlite3
from functools import cache
from pathlib import Path

from engine.files import aside_path
from locales import N_, _
from locales.system_errors import os_error_text

SCHEMA_VERSION = 1
BUSY_TIMEOUT = 5.0  # seconds a statement waits for another program's lock (tests lower it)

SCHEMA = """
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

_CORRUPT = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}
_PROBLEMS = {  # SQLite's primary result codes in plain words
    sqlite3.SQLITE_BUSY: N_("another program is using it"),
    sqlite3.SQLITE_LOCKED: N_("another program is using it"),
    sqlite3.SQLITE_READONLY: N_("the file is read-only"),
    sqlite3.SQLITE_PERM: N_("the file is read-only"),
    sqlite3.SQLITE_FULL: N_("the disk is full"),
    sqlite3.SQLITE_IOERR: N_("a disk read or write error"),
    sqlite3.SQLITE_CANTOPEN: N_("it cannot be opened"),
    sqlite3.SQLITE_CORRUPT: N_("the database is damaged"),
    sqlite3.SQLITE_NOTADB: N_("it is not a database"),
}


class Corrupt(Exception):
    """The file is damaged or not wartutor's (the message says how, in the UI language)."""


class Newer(Exception):
    """The file was written by a newer wartutor (its user_version is above ours)."""


def _code(error: BaseException) -> int | None:
    code = getattr(error, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF  # the primary code of an extended one


def is_corrupt(error: BaseException) -> bool:
    """True only for real damage, never for a lock, a permission or a full disk."""
    return isinstance(error, Corrupt) or _code(error) in _CORRUPT


def is_disk_problem(error: BaseException) -> bool:
    """True for a problem of the file or the disk (a lock, I/O, a full disk, a read-only file,
    damage) that a later attempt may not meet; False for a mistake in a statement."""
    return isinstance(error, sqlite3.OperationalError) or is_corrupt(error)


def problem(error: BaseException) -> str:
    """What went wrong, in plain words for a notice."""
    if isinstance(error, PermissionError):
        return _("no permission to read it")
    if isinstance(error, OSError):
        return os_error_text(error)
    words = _PROBLEMS.get(_code(error))
    return _(words) if words else str(error)


def connect(path: Path) -> sqlite3.Connection:
    """The database file at ``path``, checked and ready for writing.

    Raises :class:`Newer` or :class:`Corrupt` before anything is written to the file, and
    ``sqlite3.Error`` (see :func:`is_corrupt`) otherwise.
    """
    conn = sqlite3.connect(str(path), timeout=BUSY_TIMEOUT, check_same_thread=False)
    try:
        incomplete = check(conn)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        if incomplete:
            create(conn)
    except BaseException:
        conn.close()
        raise
    return conn


def check(conn: sqlite3.Connection) -> bool:
    """Check the database without writing to it: raises :class:`Newer` or :class:`Corrupt`;
    True when the schema has to be created or completed."""
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise Newer(version)
    result = conn.execute("PRAGMA quick_check").fetchone()
    if not result or result[0] != "ok":
        raise Corrupt(_("the database is damaged"))
    found, expected = _objects(conn), _expected_objects()
    if any(found[name] != shape for name, shape in expected.items() if name in found) or (
        version == 0 and found and not found.keys() & expected.keys()  # another program's
    ):
        raise Corrupt(_("it holds tables that are not wartutor's"))
    return version < SCHEMA_VERSION or not expected.keys() <= found.keys()


def create(conn: sqlite3.Connection) -> None:
    """Create what is missing of the schema, in one transaction (only when :func:`check` says
    so, so that a lock held by another program does not stop the opening)."""
    try:
        conn.executescript(
            f"BEGIN IMMEDIATE;\n{SCHEMA}\nPRAGMA user_version={SCHEMA_VERSION};\nCOMMIT;"
        )
    except BaseException:
        if conn.in_transaction:
            conn.rollback()
        raise


def _objects(conn: sqlite3.Connection) -> dict[str, tuple]:
    """Every table and index (by name) with its type and column names."""
    rows = conn.execute(
        "SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
    ).fetchall()
    columns = "SELECT name FROM pragma_table_info(?)"
    return {
        name: (kind, tuple(row[0] for row in conn.execute(columns, (name,)))) for kind, name in rows
    }


@cache
def _expected_objects() -> dict[str, tuple]:
    conn = sqlite3.connect(":memory:")
    try:
        conn.executescript(SCHEMA)
        return _objects(conn)
    finally:
        conn.close()


def in_memory(copy_of: Path | None = None) -> sqlite3.Connection:
    """A database in memory; with ``copy_of``, holding that file's progress when it can be read
    at once (the file is opened read-only and left as it is)."""
    conn = sqlite3.connect(":memory:", check_same_thread=False)
    if copy_of is not None:
        try:
            _copy(copy_of, conn)
            if check(conn):
                create(conn)
            return conn
        except (OSError, sqlite3.Error, Corrupt, Newer):
            conn.close()
            conn = sqlite3.connect(":memory:", check_same_thread=False)
    create(conn)
    return conn


def _copy(path: Path, target: sqlite3.Connection) -> None:
    """Copy the database at ``path`` into ``target`` without writing to it. In a folder that
    cannot be written, SQLite cannot make the WAL index a reader needs; then the file is read as
    it stands, provided no WAL holds changes not yet in it."""
    uri = path.resolve().as_uri() + "?mode=ro"
    wal = path.with_name(path.name + "-wal")
    try:
        _backup(uri, target)
    except sqlite3.OperationalError:
        if os.access(path.parent, os.W_OK) or (os.path.exists(wal) and os.path.getsize(wal)):
            raise
        _backup(uri + "&immutable=1", target)


def _backup(uri: str, target: sqlite3.Connection) -> None:
    source = sqlite3.connect(uri, uri=True, timeout=0)
    try:
        if source.execute("PRAGMA user_version").fetchone()[0] > SCHEMA_VERSION:
            raise Newer
        source.backup(target)
    finally:
        source.close()


def unwritable(path: Path) -> str | None:
    """Why the database at ``path`` cannot be written, as far as the file system tells; None
    when it can."""
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return _("its folder is read-only")
    for name in (path.name, path.name + "-wal", path.name + "-shm"):
        if os.path.lexists(path.with_name(name)) and not os.access(path.with_name(name), os.W_OK):
            return _("the file is read-only")
    return None


def readable(path: Path) -> bool:
    """Whether ``path`` exists; raises OSError when it does but cannot be read."""
    try:
        with open(path, "rb"):
            return True
    except FileNotFoundError:
        return False


def move_aside(path: Path) -> str | None:
    """Rename a damaged database (with its WAL files) to ``<name>.corrupt-<stamp>``; the new
    name, or None when it could not be renamed."""
    target = aside_path(path)
    try:
        os.replace(path, target)
        for suffix in ("-wal", "-shm"):
            companion = path.with_name(path.name + suffix)
            if companion.exists():
                os.replace(companion, target.with_name(target.name + suffix))
    except OSError:
        return None
    return target.name


def open_database(path: Path) -> tuple[sqlite3.Connection, bool, list[str]]:
    """The progress database at ``path``: (connection, whether it is the file, notices)."""
    notices: list[str] = []
    copy = False
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        copy = readable(path)
        reason = unwritable(path)
        if reason is None:
            return connect(path), True, notices
    except Newer:
        notices.append(
            _(
                "{file} is from a newer wartutor and is left untouched; progress is kept only "
                "until you quit."
            ).format(file=path)
        )
        return in_memory(), False, notices
    except (OSError, sqlite3.Error, Corrupt) as error:
        reason = problem(error)
        if is_corrupt(error):
            copy = False
            moved = move_aside(path) if path.exists() else None
            if moved is not None:
                notices.append(
                    _(
                        "{file} could not be read ({problem}); it was moved to {moved} and a "
                        "fresh one is used."
                    ).format(file=path, problem=reason, moved=moved)
                )
                try:
                    return connect(path), True, notices
                except (sqlite3.Error, Corrupt, Newer) as again:
                    reason = problem(again)
    notices.append(
        _("Progress cannot be saved to {file} ({error}); it is kept only until you quit.").format(
            file=path, error=reason
        )
    )
    return in_memory(path if copy else None), False, notices
