"""The app's screens, and what they share: translated key bindings, Cyrillic key aliases and a
base class that re-renders when the UI language changes.

Binding descriptions are written in English in ``BINDINGS`` (marked with ``N_`` for extraction)
and translated per instance by :func:`localize_bindings`, so that the footer follows a live
language switch. :func:`keys` adds the key of the same position on a Russian (ЙЦУКЕН) layout to
a binding, so that bindings fire whichever layout is active.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from pathlib import Path

from textual.await_complete import AwaitComplete
from textual.dom import DOMNode
from textual.screen import ModalScreen, Screen

from locales import N_, _

__all__ = ["N_", "LocalizedModal", "LocalizedScreen", "keys", "localize_bindings", "stylesheet"]


#: Descriptions of Textual's own bindings that the key bar shows (a Select's open menu), listed
#: here so that the catalogs hold them and :func:`localize_bindings` translates them like ours.
TEXTUAL_DESCRIPTIONS = (N_("Dismiss menu"),)

#: Latin key -> the key in the same place on the Russian ЙЦУКЕН layout (Textual key names).
CYRILLIC = dict(
    zip(
        "qwertyuiopasdfghjklzxcvbnm",
        "йцукенгшщзфывапролдячсмить",
        strict=True,
    )
)
CYRILLIC.update(
    {
        "left_square_bracket": "х",
        "right_square_bracket": "ъ",
        "semicolon": "ж",
        "apostrophe": "э",
        "comma": "б",
        "slash": "full_stop",
        "grave_accent": "ё",
    }
)


def keys(spec: str) -> str:
    """A binding key list with each key's Cyrillic twin added (``"q"`` -> ``"q,й"``).

    Modifier combinations are aliased too (``"ctrl+f"`` -> ``"ctrl+f,ctrl+а"``); keys without a
    twin (function keys, arrows) are kept as they are.
    """
    result: list[str] = []
    for key in (part.strip() for part in spec.split(",")):
        result.append(key)
        *mods, base = key.split("+")
        twin = CYRILLIC.get(base)
        if twin is None and len(base) == 1 and base.isupper():
            lower = CYRILLIC.get(base.lower())
            twin = lower.upper() if lower else None
        if twin is not None:
            alias = "+".join([*mods, twin])
            if alias not in result:
                result.append(alias)
    return ",".join(result)


def after_typing(screen: Screen, callback) -> None:
    """Call ``callback`` once the text field in focus on ``screen`` has handled the keys that
    came before the one being handled: a priority key (ctrl+r, ctrl+q…) is handled before a
    field has taken the keys typed just before it (a burst from the terminal, a paste). Without
    a text field in focus, at once; if the field goes away first (a form rebuilt), shortly
    after."""
    from textual.widgets import Input, TextArea

    focused = screen.focused
    if not isinstance(focused, (Input, TextArea)):
        callback()
        return
    done = False

    def once() -> None:
        nonlocal done
        if not done:
            done = True
            callback()

    focused.call_later(once)
    screen.set_timer(0.5, once)


def localize_bindings(node: DOMNode) -> None:
    """Translate the descriptions (and tooltips) of ``node``'s bindings into the UI language.

    The English originals are remembered on the node, so this can be called again after every
    language switch.
    """
    originals: dict[tuple[str, str], tuple[str, str, str]] = node.__dict__.setdefault(
        "_wartutor_binding_msgids", {}
    )
    bindings = node._bindings.key_to_bindings
    for key, items in bindings.items():
        translated = []
        for binding in items:
            ident = (key, binding.id or binding.action)
            group = binding.group
            description, tooltip, group_text = originals.setdefault(
                ident, (binding.description, binding.tooltip, group.description if group else "")
            )
            changes = {"description": _(description), "tooltip": _(tooltip)}
            if group is not None:
                changes["group"] = replace(group, description=_(group_text))
            translated.append(replace(binding, **changes))
        bindings[key] = translated


class _Localized:
    """Shared behaviour of the app's screens: translated bindings and live re-rendering."""

    _rendered_language: str | None = None

    def help_markdown(self) -> str:
        """Help text (Markdown) for this screen, shown by F1. Screens override this."""
        return ""

    def relabel(self) -> None:
        """Re-render every user-visible string in the current language. Screens override this."""

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that arrive before the screen is mounted are dropped (screens extend this)."""
        return self.is_mounted

    def _setup_localization(self) -> None:
        localize_bindings(self)
        for widget in self.query("*"):
            if widget._bindings.key_to_bindings:
                localize_bindings(widget)
        self._rendered_language = self.app.language
        self.watch(self.app, "language", self._language_changed, init=False)

    def _language_changed(self, language: str | None = None) -> None:
        language = language or self.app.language
        if language == self._rendered_language:
            return
        if self not in self.app.screen_stack:
            return  # a screen of another mode catches up when it is shown again
        self._rendered_language = language
        localize_bindings(self)
        for widget in self.query("*"):
            if widget._bindings.key_to_bindings:
                localize_bindings(widget)
        self.relabel()
        self.refresh_bindings()

    def _catch_up_language(self) -> None:
        """Re-render when the language changed while this screen was in the background."""
        if self._rendered_language is not None:
            self._language_changed(self.app.language)


STYLES = Path(__file__).parent.parent / "styles"


def stylesheet(name: str) -> str:
    """The text of ``tui/styles/<name>.tcss`` (for a screen's DEFAULT_CSS)."""
    return (STYLES / f"{name}.tcss").read_text(encoding="utf-8")


def _styles_current(screen: Screen) -> None:
    """Mark a new screen's styles as current: it is styled when mounted, so Textual need not
    restyle the whole app the first time the screen is shown (switch_mode does that when the
    counters differ)."""
    try:
        screen._css_update_count = screen.app._css_update_count
    except Exception:  # noqa: BLE001 - no running app (a screen built in a test)
        pass


class LocalizedScreen(_Localized, Screen):
    """A full screen that translates its bindings and re-renders on a language switch."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        _styles_current(self)

    def on_mount(self) -> None:
        self._setup_localization()

    def on_screen_resume(self) -> None:
        self._catch_up_language()
        self.refresh_bindings()  # the key bar shows this screen's keys again


class LocalizedModal(_Localized, ModalScreen):
    """A modal screen that translates its bindings and re-renders on a language switch."""

    def dismiss(self, result=None) -> AwaitComplete:
        """Close the screen; a second request (keys queued before it closed) is ignored."""
        if self.app.screen is not self:
            return AwaitComplete(asyncio.sleep(0))
        return super().dismiss(result)

    def on_mount(self) -> None:
        self._setup_localization()

    def on_screen_resume(self) -> None:
        self._catch_up_language()
