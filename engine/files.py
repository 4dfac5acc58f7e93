"""Reading a file the player names (a scenario, a saved battle), bounded: only a regular file,
and only so much of it, so that a device (``/dev/zero``), a pipe or a huge file gives a clear
error instead of a hang or a memory blow-up; and the name a damaged file is moved aside to."""

from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from .errors import InputError
from .messages import N_, Msg

#: The largest file read: a scenario is a few hundred bytes, a saved battle a few kilobytes.
MAX_FILE_BYTES = 2 * 1024 * 1024


def read_user_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path``; :class:`InputError` naming the file when it
    is missing, a directory, not a regular file (a device or a pipe: never opened, since
    opening a pipe waits for a writer), larger than ``limit`` bytes or unreadable."""
    path = Path(path)
    try:
        mode = os.stat(path).st_mode
        if stat.S_ISDIR(mode):
            raise InputError(str(path), "", Msg(N_("is a directory, not a scenario file")))
        if not stat.S_ISREG(mode):
            raise InputError(str(path), "", Msg(N_("is not a regular file")))
        with open(path, "rb") as stream:
            data = stream.read(limit + 1)
    except FileNotFoundError:
        raise InputError(str(path), "", Msg(N_("file not found"))) from None
    except PermissionError:
        raise InputError(str(path), "", Msg(N_("no permission to read it"))) from None
    except OSError as error:
        problem = Msg(N_("cannot read: {error}"), error=error.strerror or str(error))
        raise InputError(str(path), "", problem) from None
    if len(data) > limit:
        problem = Msg(
            N_("larger than {size} MB, far more than any scenario or saved battle"),
            size=limit // 2**20,
        )
        raise InputError(str(path), "", problem)
    return data


def read_user_text(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """:func:`read_user_file` as UTF-8 text; :class:`InputError` when it is not UTF-8."""
    try:
        return read_user_file(path, limit).decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(str(path), "", Msg(N_("not UTF-8 text"))) from None


def aside_path(path: Path) -> Path:
    """A free name beside ``path`` for moving a damaged file out of the way:
    ``<name>.corrupt-<stamp>``, with a counter when that name is taken."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
    return target
