"""Recovery copies of unsaved battles.

While a battle has moves that are not saved, its record is kept (atomically, after every move)
in ``<user data dir>/recovery/``. Saving or discarding the battle removes the copy; a copy
that is still there when the app starts (the terminal was closed, the process was killed)
is offered for restoring.
"""

from __future__ import annotations

import itertools
import os
from pathlib import Path
from typing import TYPE_CHECKING

from tui import storage

if TYPE_CHECKING:
    from tui.walk import Walk

_numbers = itertools.count(1)


def recovery_dir() -> Path:
    """Where recovery copies are kept."""
    return storage.data_dir() / "recovery"


def new_name() -> str:
    """A file name for one battle screen's recovery copy (unique in this process)."""
    return f"battle-{os.getpid()}-{next(_numbers)}.json"


def keep(name: str, walk: Walk) -> None:
    """Write (or replace) the recovery copy ``name`` of ``walk``; a failure is not fatal."""
    try:
        storage.save_json(recovery_dir() / name, walk.to_json())
    except OSError:
        pass


def drop(name: str) -> None:
    """Remove the recovery copy ``name`` (the battle was saved or discarded)."""
    try:
        (recovery_dir() / name).unlink()
    except OSError:
        pass


def pending() -> list[Path]:
    """Recovery copies left by an earlier run, newest first. This process's own are left out,
    and so are those of another wartutor still running (a second window): its battle is open
    there, not lost."""
    folder = recovery_dir()
    if not folder.is_dir():
        return []
    files = [path for path in folder.glob("*.json") if not _running(_owner(path.name))]
    return sorted(files, key=lambda path: path.stat().st_mtime, reverse=True)


def _owner(name: str) -> int | None:
    """The process id a copy's name carries (``battle-<pid>-<n>.json``), if it has one."""
    parts = name.split("-")
    return int(parts[1]) if len(parts) == 3 and parts[1].isdigit() else None


def _running(pid: int | None) -> bool:
    """Whether process ``pid`` runs (this one included). On Windows, where no signal can ask
    safely, every other process counts as ended."""
    if pid is None:
        return False
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return False
    try:
        os.kill(pid, 0)  # (signal 0 only asks whether the process exists)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # (it exists, under another user)
    except OSError:
        return False
    return True
