"""The set-ups the player edited in the new-battle form, kept on disk between sessions.

A set-up changed in the form (or its TOML text) is the player's work: quitting the app, or
the terminal closing, must not throw it away. Each procedure's edited scenario text is written
to ``setup-drafts.json`` in the user data directory (atomically, see :mod:`tui.storage`) a
moment after the last change, and shown again the next time that procedure is opened; ctrl+d
(after asking) puts the default set-up back and forgets the draft.

A file that is not JSON is moved aside with a notice (:func:`tui.storage.load_json`); entries
that are not a known procedure's text, or are too long to be a scenario, are ignored.
"""

from __future__ import annotations

from pathlib import Path

from . import storage

FILE_NAME = "setup-drafts.json"
#: the longest scenario text kept (a scenario file is refused over 2 MB as well)
MAX_TEXT = 200_000


def drafts_path() -> Path:
    """Where the drafts are kept."""
    return storage.data_dir() / FILE_NAME


def load_drafts(procedures) -> dict[str, str]:
    """The kept drafts of the procedures in ``procedures`` (ids), as procedure -> text."""
    data = storage.load_json(drafts_path())
    if not isinstance(data, dict):
        return {}
    known = set(procedures)
    return {
        procedure: text
        for procedure, text in data.items()
        if procedure in known
        and isinstance(text, str)
        and 0 < len(text) <= MAX_TEXT
        and _names(text) in (procedure, None)
    }


def _names(text: str) -> str | None:
    """The procedure a scenario text names (None when it is not TOML yet: a draft may be
    half-typed)."""
    from engine.scenario import scenario_table

    data = scenario_table(text)
    return data.get("procedure") if data is not None else None


def save_drafts(drafts: dict[str, str]) -> None:
    """Keep ``drafts`` (procedure -> edited scenario text); an unwritable disk is a notice,
    never an error (the drafts stay in the running app)."""
    try:
        storage.save_json(drafts_path(), dict(sorted(drafts.items())))
    except OSError as error:
        from locales import _
        from locales.system_errors import os_error_text

        storage.add_notice(
            _("Your edited set-ups could not be kept: {error}").format(error=os_error_text(error))
        )
