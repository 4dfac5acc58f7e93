"""What the system said when a file could not be read or written, in the UI language.

The operating system words its errors in English ("Permission denied", "No space left on
device"); a notice quotes them in the player's language instead, for the problems a player can
act on. Anything else keeps the system's own words."""

from __future__ import annotations

import errno

from . import N_, _

__all__ = ["os_error_text", "os_error_with_file"]

_PROBLEMS = {
    errno.EACCES: N_("no permission"),
    errno.EPERM: N_("no permission"),
    errno.ENOENT: N_("no such file or folder"),
    errno.ENOSPC: N_("the disk is full"),
    errno.EDQUOT: N_("the disk quota is used up"),
    errno.EROFS: N_("the disk is read-only"),
    errno.EISDIR: N_("it is a folder"),
    errno.ENOTDIR: N_("a part of the path is not a folder"),
    errno.ENAMETOOLONG: N_("the name is too long"),
    errno.EIO: N_("the disk could not be read or written"),
    errno.EBUSY: N_("it is in use"),
    errno.EMFILE: N_("too many files are open"),
    errno.ENFILE: N_("too many files are open"),
}


def os_error_text(error: OSError) -> str:
    """``error`` in a few words of the UI language: "no permission", "the disk is full"…;
    the system's own words for a problem not listed, and the error itself when it has none."""
    words = _PROBLEMS.get(error.errno) if error.errno is not None else None
    if words:
        return _(words)
    return error.strerror or str(error)


def os_error_with_file(error: OSError) -> str:
    """:func:`os_error_text` followed by the file it concerns, when the error names one."""
    if error.filename is None:
        return os_error_text(error)
    return _("{problem}: {file}").format(problem=os_error_text(error), file=error.filename)
