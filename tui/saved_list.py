"""One line per saved battle for the setup screen: procedure, date, and the current step or the
result, so that the list says more than file names."""

from __future__ import annotations

import json
from datetime import datetime
from pathlib import Path

from engine import registry
from engine.errors import InputError
from engine.files import read_user_text
from locales import _
from tui.battle_text import outcome_text, render
from tui.walk import replay

_cache: dict[tuple[str, float, str], str] = {}  # (path, mtime, language) -> the line


def saved_battle_line(path: Path) -> str:
    """``Here I Stand: field battle · 2026-11-23 08:12 · step 6: Roll dice`` (or its result)."""
    from locales import get_language

    try:
        mtime = path.stat().st_mtime
    except OSError:
        return path.stem
    key = (str(path), mtime, get_language())
    if key not in _cache:
        _cache[key] = _describe(path, mtime)
    return _cache[key]


def _describe(path: Path, mtime: float) -> str:
    when = f"{datetime.fromtimestamp(mtime):%Y-%m-%d %H:%M}"
    try:
        walk = replay(json.loads(read_user_text(path)), str(path))
    except (ValueError, InputError, RecursionError):  # (RecursionError: nested too deeply)
        return _("{name} · {when} · cannot be read").format(name=path.stem, when=when)
    state = walk.state
    spec = registry.get(state.procedure)
    title = render(spec.title) if spec else state.procedure
    if state.is_terminal():
        where = _("over: {result}").format(result=outcome_text(state.procedure, state.outcome()))
    else:
        try:
            info = state.step_info()
            where = render(info.title)  # (a step without a number: its title alone)
            if info.number:
                where = _("step {number}: {title}").format(number=info.number, title=where)
        except KeyError:
            where = state.step
    return f"{title} · {when} · {where}"
