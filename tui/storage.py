"""User data on disk: history, favourites and saved battles, written so that nothing is lost.

Every write goes to a temporary file in the same directory which then replaces the target in
one atomic rename, so a crash leaves either the old file or the new one. A file that cannot be
read back (not UTF-8, not valid JSON) is never dropped silently: it is renamed aside to
``<name>.corrupt-<timestamp>`` and a notice is queued, which the app shows to the user
(:func:`drain_notices`).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from locales import _
from locales.system_errors import os_error_text

_notices: list[str] = []
_notices_lock = threading.Lock()


def data_dir() -> Path:
    """The user data directory; WARTUTOR_DATA_DIR overrides it (tests use this)."""
    override = os.environ.get("WARTUTOR_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("wartutor", appauthor=False))


def atomic_write_text(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and an atomic rename."""
    import tempfile

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def save_json(path: str | Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (parent directories are created)."""
    import json

    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def move_aside(path: str | Path, problem: str) -> Path | None:
    """Rename an unreadable file out of the way and queue a notice naming it and the problem.

    Returns the new path (None if even the rename failed; the notice says so).
    """
    from engine.files import aside_path  # (the engine is not loaded at start-up)

    path = Path(path)
    target = aside_path(path)
    try:
        os.replace(path, target)
    except OSError as error:
        add_notice(
            _("{file} could not be read ({problem}) and could not be moved aside: {error}").format(
                file=path, problem=problem, error=os_error_text(error)
            )
        )
        return None
    add_notice(
        _(
            "{file} could not be read ({problem}); it was moved to {moved} and a fresh one is used."
        ).format(file=path, problem=problem, moved=target.name)
    )
    return target


def read_text_or_aside(path: str | Path) -> str | None:
    """The text of ``path``; None when it does not exist or was not UTF-8 (then moved aside)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    except IsADirectoryError:
        move_aside(path, _("it is a directory"))
        return None
    except OSError as error:
        add_notice(
            _("{file} could not be read: {error}").format(file=path, error=os_error_text(error))
        )
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        move_aside(path, _("not UTF-8 text"))
        return None


def load_json(path: str | Path) -> Any | None:
    """The JSON data in ``path``; None when missing. A corrupt file is moved aside (with a
    notice) and None is returned."""
    import json

    text = read_text_or_aside(path)
    if text is None:
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        move_aside(path, _("not valid JSON: {error}").format(error=error.msg))
        return None


def add_notice(message: str) -> None:
    """Queue a message for the user (shown by the app as a notification)."""
    with _notices_lock:
        _notices.append(message)


def drain_notices() -> list[str]:
    """Take every queued notice (oldest first)."""
    with _notices_lock:
        taken = list(_notices)
        _notices.clear()
    return taken


class RecentList:
    """A short most-recent-first list of ids kept in a JSON file (history, favourites).

    Another window of the app may change the file meanwhile: the list is read again whenever
    the file changed on disk, and every change starts from the file as it is then, so that
    one window's favourite is never lost to another window's save."""

    def __init__(self, name: str, limit: int = 50):
        self.name = name
        self.limit = limit
        self._items: list[str] | None = None
        self._stamp: tuple[int, int] | None = None  # the file's (mtime_ns, size) when read

    @property
    def path(self) -> Path:
        """The JSON file holding the list."""
        return data_dir() / f"{self.name}.json"

    @property
    def items(self) -> list[str]:
        """The ids, most recent first (read from disk on first use, and again when the file
        changed there)."""
        stamp = self._file_stamp()
        if self._items is None or stamp != self._stamp:
            data = load_json(self.path)
            if data is not None and not _is_id_list(data):
                move_aside(self.path, _("not a list of ids"))
                data = None
            self._items = list(dict.fromkeys(data or []))[: self.limit]
            self._stamp = self._file_stamp()
        return self._items

    def _file_stamp(self) -> tuple[int, int] | None:
        try:
            found = self.path.stat()
        except OSError:
            return None
        return (found.st_mtime_ns, found.st_size)

    def __contains__(self, ident: str) -> bool:
        return ident in self.items

    def add(self, ident: str) -> None:
        """Put ``ident`` first (moving it if present) and save."""
        items = [ident] + [item for item in self.items if item != ident]
        self._items = items[: self.limit]
        self._save()

    def remove(self, ident: str) -> None:
        """Drop ``ident`` and save."""
        if ident in self.items:
            self._items = [item for item in self.items if item != ident]
            self._save()

    def toggle(self, ident: str) -> bool:
        """Add ``ident`` if absent, remove it if present; returns whether it is now in."""
        if ident in self.items:
            self.remove(ident)
            return False
        self.add(ident)
        return True

    def _save(self) -> None:
        try:
            save_json(self.path, self._items)
            self._stamp = self._file_stamp()
        except OSError as error:
            add_notice(
                _("{file} could not be saved: {error}").format(
                    file=self.path, error=os_error_text(error)
                )
            )


def _is_id_list(data: Any) -> bool:
    return isinstance(data, list) and all(isinstance(item, str) for item in data)


def battles_dir() -> Path:
    """Where saved battles live (``<data dir>/battles``)."""
    return data_dir() / "battles"


def saved_battles() -> list[Path]:
    """Saved battle files (``*.json`` in :func:`battles_dir`), newest first."""
    try:
        files = [path for path in battles_dir().glob("*.json") if path.is_file()]
    except OSError:
        return []

    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(files, key=lambda path: (-modified(path), path.name))
