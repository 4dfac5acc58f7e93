"""The set-ups the player edited in the setup screen: kept on disk between sessions
(:mod:`tui.setup_drafts`), said when they come back, and replaced by the default set-up only
after asking.

:class:`SetupDraftsMixin` is mixed into :class:`tui.screens.battle_setup.BattleSetupScreen`; it
uses the screen's ``_drafts`` (procedure -> edited scenario text), ``_defaults`` (the default
texts seen), ``_procedure`` (the one shown), the ``#setup-scenario`` TOML text and
``_load_default``.
"""

from __future__ import annotations

import json
import re
import tomllib
from functools import cache
from typing import Any

from textual.widgets import TextArea

from engine import registry
from engine.scenario import scenario_table
from locales import _, get_language
from tui.battle_text import render
from tui.setup_drafts import load_drafts, save_drafts

#: seconds after the last change before the edited set-ups are written to disk
DRAFTS_DELAY = 1.0


@cache
def default_values(procedure: str) -> dict | None:
    """The values of the procedure's default set-up (parsed once)."""
    spec = registry.get(procedure)
    return tomllib.loads(spec.default_scenario) if spec is not None else None


#: A name given to a side, a fleet or a leader: a TOML basic string after ``name =`` (a region
#: keeps its English name, by which the engine knows the regions without sea).
_NAME = re.compile(r'(\bname\s*=\s*)"((?:[^"\\\n]|\\.)*)"')


def localized_default(procedure: str) -> str:
    """The procedure's default set-up as the setup screen shows it: the names it gives sides,
    fleets and leaders (*Charles V*, *England*, *English fleet*) in the UI language, as the
    battle's log names them; any other text as written."""
    return _localized_default(procedure, get_language())


@cache
def _localized_default(procedure: str, lang: str) -> str:  # (``lang``: the key of the cache)
    from engine.messages import SCENARIO_NAMES

    def named(match: re.Match) -> str:
        key, value = match.groups()
        if value not in SCENARIO_NAMES:
            return match.group(0)
        return key + json.dumps(_(value), ensure_ascii=False)  # (JSON's escapes are TOML's)

    return _NAME.sub(named, registry.get(procedure).default_scenario)


def _same_as_default(text: str, procedure: str) -> bool:
    """Whether ``text`` is the procedure's default set-up written another way (the form
    writes the TOML again in its own layout), its names in English or in the UI language:
    the same values are no edit."""
    data = scenario_table(text)
    if data is None:
        return False
    return data in (default_values(procedure), _localized_values(procedure, get_language()))


@cache
def _localized_values(procedure: str, lang: str) -> dict:
    """The values of :func:`localized_default` in ``lang`` (parsed once)."""
    return tomllib.loads(_localized_default(procedure, lang))


class SetupDraftsMixin:
    """The player's edited set-ups: kept, restored, and put aside only when asked."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._drafts_timer = None  # the pending write of the edited set-ups
        self._restored: set[str] = set()  # procedures whose kept draft is not shown yet

    def restore_drafts(self, procedures) -> None:
        """The set-ups edited in an earlier session, for the ``procedures`` (ids) listed."""
        self._drafts.update(load_drafts(procedures))
        self._restored = set(self._drafts)

    def _edited(self, text: str, procedure: str) -> bool:
        """Whether ``text`` is a set-up the player changed, not ``procedure``'s default."""
        return bool(
            text.strip() and text not in self._defaults and not _same_as_default(text, procedure)
        )

    def _keep_draft(self, text: str) -> None:
        """Remember the shown procedure's set-up as the player's draft (or forget it when it
        is the default again), and write the drafts a moment after the last change."""
        procedure = self._procedure
        if procedure is None:
            return
        edited = self._edited(text, procedure)
        if self._drafts.get(procedure) == (text if edited else None):
            return
        if edited:
            self._drafts[procedure] = text
        else:
            self._drafts.pop(procedure, None)
        if self._drafts_timer is not None:
            self._drafts_timer.stop()
        self._drafts_timer = self.set_timer(DRAFTS_DELAY, self.write_drafts)

    def write_drafts(self) -> None:
        """Write the edited set-ups now (also when the screen goes away)."""
        if self._drafts_timer is not None:
            self._drafts_timer.stop()
            self._drafts_timer = None
        save_drafts(self._drafts)

    def _say_restored(self, procedure: str) -> None:
        """Say that the player's edits of ``procedure`` are back, where ctrl+d acts: on this
        screen (a battle opened over it at once hears it when the player comes back)."""
        if procedure in self._restored and self.is_current:
            self._restored.discard(procedure)
            self.notify(_("Your edited set-up is back (ctrl+d: the default set-up)."))

    def action_default_setup(self) -> None:
        """The shown procedure's default set-up again, in place of the player's edits (and of a
        file's or saved battle's set-up), after asking when the set-up shown is not the
        default: edits are never thrown away unasked."""
        procedure = self._procedure
        if procedure is None:
            return
        if self._edited(self.query_one("#setup-scenario", TextArea).text, procedure):
            from .leave_battle import DefaultSetupScreen

            def answered(answer: str | None) -> None:
                if answer == "default" and self._procedure == procedure:
                    self._put_default_back(procedure)

            self.app.push_screen(DefaultSetupScreen(), answered)
            return
        self._put_default_back(procedure)

    def _put_default_back(self, procedure: str) -> None:
        self._drafts.pop(procedure, None)
        self._restored.discard(procedure)
        self._procedure = None  # (so that the default is loaded, not the edits kept)
        self.query_one("#setup-scenario", TextArea).load_text("")
        self._load_default(procedure)
        self.write_drafts()  # (forgotten on disk too)
        spec = registry.get(procedure)
        self.notify(
            _("The default set-up is back: {procedure}").format(procedure=render(spec.title))
        )
